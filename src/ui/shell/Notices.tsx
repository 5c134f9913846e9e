import { useUiStore } from '../store/uiStore';

/** Dismissable notices (repairs, errors, confirmations). User text is rendered as text. */
export function Notices() {
  const notices = useUiStore((s) => s.notices);
  const dismiss = useUiStore((s) => s.dismissNotice);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="region" aria-label="Notices">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.tone}`}
          role={notice.tone === 'error' || notice.tone === 'warning' ? 'alert' : 'status'}
          data-testid="notice"
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
      ))}
    </div>
  );
}
