import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { PlaygroundState } from '../../core';
import { useConfig } from '../store/configStore';

/** The slices of the configuration the Gemini prompt is rendered from. */
export type PromptSlices = Pick<
  PlaygroundState,
  'gemini' | 'workspace' | 'environment' | 'importedPrompt'
>;

const DeferredSlices = createContext<PromptSlices | null>(null);

/**
 * Provides the prompt slices of the configuration, deferred, to everything derived from the
 * prompt (preview, meter, section statuses). On a keystroke only this component re-renders
 * at once (with the previous slices, so its consumers are left alone); the consumers render
 * right after, in one interruptible pass with the new slices. Each slice is selected on its
 * own, so changes elsewhere (the encoding, a compression setting) re-render nothing here.
 */
export function PromptSlicesProvider({ children }: { children: ReactNode }) {
  const gemini = useDeferredValue(useConfig((c) => c.gemini));
  const workspace = useDeferredValue(useConfig((c) => c.workspace));
  const environment = useDeferredValue(useConfig((c) => c.environment));
  const importedPrompt = useDeferredValue(useConfig((c) => c.importedPrompt));
  const slices = useMemo(
    () => ({ gemini, workspace, environment, importedPrompt }),
    [gemini, workspace, environment, importedPrompt],
  );
  return <DeferredSlices.Provider value={slices}>{children}</DeferredSlices.Provider>;
}

/** The deferred prompt slices from the nearest {@link PromptSlicesProvider}. */
export function useDeferredPromptSlices(): PromptSlices {
  const slices = useContext(DeferredSlices);
  if (!slices) throw new Error('useDeferredPromptSlices needs a PromptSlicesProvider above it');
  return slices;
}
