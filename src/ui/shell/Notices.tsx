import { useEffect, useState } from 'react';
import { useUiStore, type Notice } from '../store/uiStore';

/**
 * How long a passing notice (a success or an information with no choice to make) stays up. The
 * time stops while the pointer or the keyboard focus is on it, so it never vanishes mid-read.
 */
export const PASSING_NOTICE_MS = 8_000;

/** A notice that goes by itself: success or info, nothing to choose, not sticky. */
export function isPassingNotice(notice: Notice): boolean {
  return (
    (notice.tone === 'success' || notice.tone === 'info') &&
    !notice.sticky &&
    (notice.actions?.length ?? 0) === 0
  );
}

function NoticeItem({ notice, dismiss }: { notice: Notice; dismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  const passing = isPassingNotice(notice);
  useEffect(() => {
    if (!passing || held) return;
    const timer = setTimeout(() => dismiss(notice.id), PASSING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [passing, held, dismiss, notice.id]);
  return (
    <div
      className={`notice notice-${notice.tone}`}
      role={notice.tone === 'error' || notice.tone === 'warning' ? 'alert' : 'status'}
      data-testid="notice"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{notice.text}</span>
      {notice.actions?.map((action) => (
        <button
          key={action.label}
          type="button"
          className="btn"
          onClick={() => {
            action.run();
            if (!action.keepOpen) dismiss(notice.id);
          }}
        >
          {action.label}
        </button>
      ))}
      {!notice.sticky && (
        <button
          type="button"
          className="btn btn-ghost"
          aria-label="Dismiss notice"
          onClick={() => dismiss(notice.id)}
        >
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Notices (repairs, errors, confirmations). Warnings, errors and choices stay until dismissed;
 * passing ones dismiss themselves. User text is rendered as text.
 */
export function Notices() {
  const notices = useUiStore((s) => s.notices);
  const dismiss = useUiStore((s) => s.dismissNotice);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="region" aria-label="Notices">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} dismiss={dismiss} />
      ))}
    </div>
  );
}
