import {
  isPriceTableStale,
  MODELS_WITHOUT_PRICE,
  PRICE_TABLE,
  PRICE_TABLE_READ_ON,
  PRICE_TABLE_STALE_DAYS,
  type PlaygroundPriceOverride,
  type PriceRow,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { resetPrice, type PriceField } from '../../store/sessionPrices';
import { PriceCell } from './PriceCell';

interface Props {
  /** The session's model (its row is marked). */
  model: string;
  /** Today, for the staleness check (tests pass a fixed date). */
  today?: Date;
}

const FIELDS: { field: PriceField; label: string; column: string }[] = [
  { field: 'input', label: 'input price', column: 'Input' },
  { field: 'cachedInput', label: 'cached input price', column: 'Cached input' },
  { field: 'output', label: 'output price', column: 'Output' },
  { field: 'minCacheableTokens', label: 'minimum cacheable tokens', column: 'Min. cacheable' },
];

interface Row {
  model: string;
  shipped: PriceRow | null;
  /** Why a model has no price (rows without one). */
  why: string | null;
}

const ROWS: Row[] = [
  ...PRICE_TABLE.map((shipped) => ({ model: shipped.model, shipped, why: null })),
  ...Object.entries(MODELS_WITHOUT_PRICE).map(([model, why]) => ({ model, shipped: null, why })),
];

const NO_EDIT: PlaygroundPriceOverride = {
  input: null,
  cachedInput: null,
  output: null,
  minCacheableTokens: null,
};

/**
 * The price table shipped with the app, every figure editable (kept in the configuration,
 * so saved and shared) with a reset to the shipped figures; each row names the page its
 * figures were read from and when, models without a published price say so, and a table
 * older than {@link PRICE_TABLE_STALE_DAYS} days warns.
 */
export function PriceTable({ model, today = new Date() }: Props) {
  const overrides = useConfig((c) => c.session.priceOverrides);
  const stale = isPriceTableStale(today);
  const extra = Object.keys(overrides).filter((m) => !ROWS.some((row) => row.model === m));
  const rows: Row[] = [...ROWS, ...extra.map((m) => ({ model: m, shipped: null, why: null }))];
  const staleRows = rows.flatMap(({ model: m, shipped }) =>
    shipped && isPriceTableStale(today, shipped.source.readOn) ? [m] : [],
  );
  return (
    <section className="ses-prices" aria-labelledby="ses-prices-title">
      <h2 id="ses-prices-title">Prices (US dollars per million tokens)</h2>
      {(stale || staleRows.length > 0) && (
        <p className="notice notice-warning" role="status" data-testid="prices-stale">
          {stale
            ? `These prices are older than ${PRICE_TABLE_STALE_DAYS} days (read on ${PRICE_TABLE_READ_ON}): check them against their sources before relying on the money figures.`
            : `Prices older than ${PRICE_TABLE_STALE_DAYS} days for ${staleRows.join(', ')} (marked below): check them against their sources before relying on the money figures.`}
        </p>
      )}
      <p className="ses-hint">
        Edit any figure to use your own; your prices are kept with the configuration and travel in
        its links.
      </p>
      <div className="ses-table-wrap" role="region" aria-label="Price table" tabIndex={0}>
        <table className="ses-table ses-price-table">
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Input</th>
              <th scope="col">Cached input</th>
              <th scope="col">Output</th>
              <th scope="col">Min. cacheable</th>
              <th scope="col">Source</th>
              <th scope="col">
                <span className="sr-only">Reset</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ model: m, shipped, why }) => {
              const edit = overrides[m] ?? NO_EDIT;
              const edited = Object.values(edit).some((v) => v !== null);
              const rowStale = staleRows.includes(m);
              return (
                <tr key={m} className={m === model ? 'ses-row-current' : undefined}>
                  <th scope="row">
                    {m}
                    {m === model && <span className="ses-tag"> this session</span>}
                  </th>
                  {FIELDS.map(({ field, label, column }) => (
                    <PriceCell
                      key={field}
                      column={column}
                      model={m}
                      field={field}
                      shipped={shipped ? shipped[field] : null}
                      edited={edit[field]}
                      label={`${m} ${label}`}
                    />
                  ))}
                  <td className="ses-source" data-label="Source">
                    {shipped ? (
                      <>
                        <span>{shipped.source.url}</span>
                        <span>read on {shipped.source.readOn}</span>
                        {rowStale && <span className="ses-stale">older than 120 days</span>}
                      </>
                    ) : (
                      <span>no price known{why ? `: ${why}` : ''}</span>
                    )}
                  </td>
                  <td className="ses-reset-cell">
                    {edited && (
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Reset ${m} to the shipped prices`}
                        onClick={() => resetPrice(m)}
                      >
                        Reset
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
