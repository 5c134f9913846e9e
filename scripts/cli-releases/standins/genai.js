// Stand-in for `@google/genai`: the release's tool declarations import it only for its types
// (`import {} from '@google/genai'`), so nothing is needed at run time.
export {};
