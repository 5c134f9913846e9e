import { useUiStore, type ViewId } from '../store/uiStore';

const VIEWS: { id: ViewId; label: string }[] = [
  { id: 'prompt', label: 'System prompt' },
  { id: 'compression', label: 'Compression' },
  { id: 'context', label: 'Turn & context' },
];

/** Switches between the playground's views. */
export function ViewTabs() {
  const view = useUiStore((s) => s.view);
  const setView = useUiStore((s) => s.setView);
  return (
    <nav className="view-tabs" aria-label="Views">
      {VIEWS.map((v) => (
        <button
          key={v.id}
          type="button"
          className={`view-tab ${view === v.id ? 'is-active' : ''}`}
          aria-current={view === v.id ? 'page' : undefined}
          onClick={() => setView(v.id)}
        >
          {v.label}
        </button>
      ))}
    </nav>
  );
}
