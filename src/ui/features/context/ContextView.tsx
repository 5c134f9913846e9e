/** The full turn request and the context layers around the system prompt. */
export default function ContextView() {
  return <p className="muted">The turn request appears here.</p>;
}
