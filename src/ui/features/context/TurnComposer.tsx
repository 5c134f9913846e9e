import { useConfig } from '../../store/configStore';
import { AtReport } from './AtReport';
import { ContextGroup } from './ContextGroup';
import { Tokens } from './Tokens';
import { useContextPatch } from './useContextPatch';
import { useTurnModelContext } from './TurnModelContext';

/** The user's message; `@path` pulls files and folders from the virtual workspace. */
export function TurnComposer() {
  const text = useConfig((c) => c.context.turnText);
  const patch = useContextPatch();
  const { at, result } = useTurnModelContext();
  const turnText = (result?.layers.find((layer) => layer.key === 'turn')?.parts ?? [])
    .map((part) => part.text ?? '')
    .join('');
  return (
    <ContextGroup
      title="This turn"
      summary={<Tokens text={turnText} />}
      defaultOpen
      testId="turn-composer"
    >
      <label className="ctx-field">
        <span>Your message (use @path to attach files or folders)</span>
        <textarea
          rows={3}
          value={text}
          placeholder="Explain how orders are priced in @src/routes/orders.ts"
          spellCheck={false}
          onChange={(event) => patch({ turnText: event.target.value }, 'turnText')}
        />
      </label>
      {at ? (
        <AtReport at={at} />
      ) : (
        <p className="ctx-note">
          No @ reference: the message is sent as typed. Try @src or @README.md.
        </p>
      )}
    </ContextGroup>
  );
}
