/**
 * The session view's price edits in the configuration (`session.priceOverrides`): one figure
 * of one model set or put back, or every edit of a model reset to the shipped prices. Each
 * change is an undo step (typing in one field merges into one) and is saved and shared with
 * the configuration.
 */
import type { PlaygroundPriceOverride } from '../../core';
import { useConfigStore } from './configStore';

/** The figures a price edit can change. */
export type PriceField = keyof PlaygroundPriceOverride;

const EMPTY: PlaygroundPriceOverride = {
  input: null,
  cachedInput: null,
  output: null,
  minCacheableTokens: null,
};

type Store = Pick<typeof useConfigStore, 'getState'>;

/** Sets one figure of `model`'s price (null puts the shipped figure back). */
export function setPriceField(
  model: string,
  field: PriceField,
  value: number | null,
  store: Store = useConfigStore,
): void {
  store.getState().update(
    (config) => {
      const overrides = config.session.priceOverrides;
      const edit = { ...(overrides[model] ?? EMPTY), [field]: value };
      const next = { ...overrides };
      if (Object.values(edit).every((v) => v === null)) delete next[model];
      else next[model] = edit;
      return { ...config, session: { ...config.session, priceOverrides: next } };
    },
    { coalesceKey: `session-price-${model}-${field}` },
  );
}

/** Drops every edit of `model`'s price: the shipped figures stand again. */
export function resetPrice(model: string, store: Store = useConfigStore): void {
  store.getState().update((config) => {
    if (!Object.hasOwn(config.session.priceOverrides, model)) return config;
    const next = { ...config.session.priceOverrides };
    delete next[model];
    return { ...config, session: { ...config.session, priceOverrides: next } };
  });
}
