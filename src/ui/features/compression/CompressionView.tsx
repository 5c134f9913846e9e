/** The compression simulator. */
export default function CompressionView() {
  return <p className="muted">The compression simulator appears here.</p>;
}
