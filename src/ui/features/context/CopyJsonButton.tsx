import { useUiStore } from '../../store/uiStore';

/** Copies the request JSON to the clipboard and says whether it worked. */
export function CopyJsonButton({ json }: { json: string }) {
  const pushNotice = useUiStore((s) => s.pushNotice);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      pushNotice('success', 'The turn request JSON is on the clipboard.');
    } catch {
      pushNotice('error', 'The clipboard refused the copy; select the JSON tab and copy by hand.');
    }
  };
  return (
    <button type="button" className="btn btn-primary" onClick={() => void copy()}>
      Copy JSON
    </button>
  );
}
