import { useState } from 'react';
import { useUiStore } from '../../../store/uiStore';

/** Copies `text` to the clipboard; says so on the button, or explains a refusal. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const pushNotice = useUiStore((s) => s.pushNotice);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      pushNotice(
        'warning',
        `The browser refused clipboard access, so the ${what} was not copied. Select the text and copy it by hand.`,
      );
    }
  };
  return (
    <button
      type="button"
      className="btn btn-small"
      aria-label={`Copy the ${what}`}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
