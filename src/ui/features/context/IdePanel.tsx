import { useConfig } from '../../store/configStore';
import { ContextGroup } from './ContextGroup';
import { IdeEditorFields } from './IdeEditorFields';
import { Tokens } from './Tokens';
import { useContextPatch } from './useContextPatch';
import { useTurnModelContext } from './TurnModelContext';

const KIND_LABEL = { full: 'full snapshot', delta: 'delta only', none: 'nothing sent' } as const;

/** The IDE companion's editor state, the turn stepper and what this turn injects. */
export function IdePanel() {
  const context = useConfig((c) => c.context);
  const patch = useContextPatch();
  const { ide, historyPending } = useTurnModelContext();
  const pending = context.toolCallPending || historyPending;
  return (
    <ContextGroup
      title="IDE context"
      summary={ide ? KIND_LABEL[ide.kind] : 'not connected'}
      testId="ide-panel"
    >
      <label className="ctx-check">
        <input
          type="checkbox"
          checked={context.ideEnabled}
          onChange={(event) => patch({ ideEnabled: event.target.checked })}
        />
        An IDE companion is connected
      </label>
      {context.ideEnabled && (
        <>
          <IdeEditorFields />
          <div className="ctx-stepper" role="group" aria-label="Turn stepper">
            <span>
              Turn <strong data-testid="ide-turn">{context.ideTurn}</strong>
              {context.ideTurn === 1 ? ' (first message of the chat)' : ''}
            </span>
            <button
              type="button"
              className="btn"
              disabled={pending}
              title={pending ? 'Send the tool response first' : undefined}
              onClick={() => patch({ ideTurn: context.ideTurn + 1, idePrevious: context.ide })}
            >
              Next turn
            </button>
            <button
              type="button"
              className="btn"
              disabled={context.ideTurn === 1}
              onClick={() => patch({ ideTurn: 1 })}
            >
              New chat
            </button>
          </div>
          <label className="ctx-check">
            <input
              type="checkbox"
              checked={context.toolCallPending}
              onChange={(event) => patch({ toolCallPending: event.target.checked })}
            />
            A tool call is pending (the last model message holds a function call)
          </label>
          {historyPending && (
            <p className="ctx-note">The chosen history ends with a function call: it is pending.</p>
          )}
          {ide && (
            <div className="ctx-card" data-testid="ide-injection">
              <div className="ctx-row">
                <span className={`ctx-badge ctx-kind-${ide.kind}`}>{KIND_LABEL[ide.kind]}</span>
                <Tokens text={ide.text} />
              </div>
              <p className="ctx-note">{ide.reason}</p>
              {ide.text && <pre className="ctx-pre">{ide.text}</pre>}
            </div>
          )}
        </>
      )}
    </ContextGroup>
  );
}
