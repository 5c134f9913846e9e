import { useConfig } from '../../store/configStore';
import { AtReport } from './AtReport';
import { ContextGroup } from './ContextGroup';
import { Tokens } from './Tokens';
import { useContextPatch } from './useContextPatch';
import { useTurnModelContext } from './TurnModelContext';

/**
 * Above this length the message box stops wrapping lines. Wrapping megabytes of text costs the
 * browser seconds on every layout of the page (opening the view with a 4,000,000-character
 * message took minutes); unwrapped, the box scrolls sideways and stays responsive.
 */
export const WRAP_MESSAGE_UP_TO_CHARS = 100_000;

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
          wrap={text.length > WRAP_MESSAGE_UP_TO_CHARS ? 'off' : 'soft'}
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
