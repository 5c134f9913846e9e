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
