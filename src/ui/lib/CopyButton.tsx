import { useState } from 'react';
import { useUiStore } from '../store/uiStore';
import { copyText } from './clipboard';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the accessible name and the messages ("request body"). */
  what: string;
  label?: string;
  className?: string;
}

/**
 * The button's accessible name: it starts with the visible label (WCAG 2.5.3, axe's
 * `label-content-name-mismatch`), then says what is copied.
 */
export function accessibleName(label: string, what: string): string {
  return label === 'Copy' ? `Copy the ${what}` : `${label}: the ${what}`;
}

/** Copies `text` to the clipboard; says so on the button, or explains a refusal. */
export function CopyButton({
  text,
  what,
  label = 'Copy',
  className = 'btn btn-small',
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const pushNotice = useUiStore((s) => s.pushNotice);
  const copy = async () => {
    const outcome = await copyText(text);
    if (outcome.ok) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } else {
      pushNotice(
        'warning',
        `The ${what} was not copied: ${outcome.reason}. Select the text and copy it by hand.`,
      );
    }
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={accessibleName(label, what)}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : label}
    </button>
  );
}
