import { useConfig } from '../store/configStore';
import { useUiStore, type ViewId } from '../store/uiStore';
import { usePrewarmSessionView, usePrewarmSessionWhenIdle } from './sessionPrewarm';

const VIEWS: { id: ViewId; label: string; geminiOnly: boolean }[] = [
  { id: 'prompt', label: 'System prompt', geminiOnly: false },
  { id: 'compression', label: 'Compression', geminiOnly: true },
  { id: 'session', label: 'Session cost', geminiOnly: true },
  { id: 'context', label: 'Turn & context', geminiOnly: true },
  { id: 'compare', label: 'Compare', geminiOnly: true },
  { id: 'releases', label: 'Release notes', geminiOnly: true },
];

/**
 * The view actually shown: the compression simulator and the turn view model the Gemini CLI
 * only, so other targets always show the prompt view.
 */
export function useEffectiveView(): ViewId {
  const view = useUiStore((s) => s.view);
  const target = useConfig((c) => c.target);
  return target === 'gemini' ? view : 'prompt';
}

/** Switches between the playground's views; views that do not apply to the target are hidden. */
export function ViewTabs() {
  const view = useEffectiveView();
  const target = useConfig((c) => c.target);
  const setView = useUiStore((s) => s.setView);
  const views = VIEWS.filter((v) => target === 'gemini' || !v.geminiOnly);
  usePrewarmSessionWhenIdle(target === 'gemini' && view !== 'session');
  const prewarmSession = usePrewarmSessionView();
  return (
    <nav className="view-tabs" aria-label="Views">
      {views.map((v) => (
        <button
          key={v.id}
          type="button"
          className={`view-tab ${view === v.id ? 'is-active' : ''}`}
          aria-current={view === v.id ? 'page' : undefined}
          onClick={() => setView(v.id)}
          {...(v.id === 'session'
            ? { onPointerEnter: prewarmSession, onFocus: prewarmSession }
            : {})}
        >
          {v.label}
        </button>
      ))}
    </nav>
  );
}
