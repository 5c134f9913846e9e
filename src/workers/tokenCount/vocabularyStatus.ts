/** Progress of the Gemini vocabulary, posted by the count worker while it loads. */
export interface VocabularyStatus {
  type: 'vocabulary';
  /** `download`: bytes arriving; `initialise`: building the encoder; `ready`; `failed`. */
  phase: 'download' | 'initialise' | 'ready' | 'failed';
  /** Bytes received so far and expected in all. */
  loaded: number;
  total: number;
  /** True when the bytes came from the browser's Cache Storage (no network). */
  fromCache: boolean;
  /** Why loading failed (phase `failed`). */
  error?: string;
}

const PHASES: readonly string[] = ['download', 'initialise', 'ready', 'failed'];

/** True for a well-formed {@link VocabularyStatus} (the client checks every message it gets). */
export function isVocabularyStatus(value: unknown): value is VocabularyStatus {
  const m = value as Record<string, unknown> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m['type'] === 'vocabulary' &&
    typeof m['phase'] === 'string' &&
    PHASES.includes(m['phase']) &&
    typeof m['loaded'] === 'number' &&
    typeof m['total'] === 'number' &&
    typeof m['fromCache'] === 'boolean' &&
    (m['error'] === undefined || typeof m['error'] === 'string')
  );
}
