import { CopyButton } from '../../lib/CopyButton';

/** Copies the request JSON to the clipboard and says whether it worked. */
export function CopyJsonButton({ json }: { json: string }) {
  return (
    <CopyButton
      text={json}
      what="turn request JSON"
      label="Copy JSON"
      className="btn btn-primary"
    />
  );
}
