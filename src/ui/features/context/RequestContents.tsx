import type { Content, TurnRequestResult } from '../../../core';
import { MessageView } from './MessageView';

/** Splits the contents into the environment message, history, IDE, this turn and skills. */
function sliceContents(result: TurnRequestResult, hasEnvironment: boolean) {
  const contents = result.request.contents;
  const historyCount = result.curation.curated.length;
  const hasIde = result.layers.some((layer) => layer.key === 'ide');
  let at = 0;
  const take = (count: number): Content[] => contents.slice(at, (at += count));
  return {
    environment: take(hasEnvironment ? 1 : 0)[0],
    history: take(historyCount),
    ide: take(hasIde ? 1 : 0)[0],
    turn: take(1)[0],
    skills: contents.slice(at),
  };
}

/** The request's contents, in the order they are sent, each message with its tokens. */
export function RequestContents({ result }: { result: TurnRequestResult }) {
  const hasEnvironment = (result.layers.find((l) => l.key === 'environment')?.tokens ?? 0) > 0;
  const parts = sliceContents(result, hasEnvironment);
  const turnLabels = result.layers.find((l) => l.key === 'turn')?.parts.map((p) => p.label);
  return (
    <div className="ctx-contents">
      {parts.environment && <MessageView content={parts.environment} title="Environment message" />}
      {parts.history.length > 0 && (
        <details className="ctx-message">
          <summary>History (curated): {parts.history.length} messages</summary>
          {parts.history.map((content, index) => (
            <MessageView key={index} content={content} title={`History #${index + 1}`} />
          ))}
        </details>
      )}
      {parts.ide && <MessageView content={parts.ide} title="IDE context" open />}
      {parts.turn && (
        <MessageView
          content={parts.turn}
          title="This turn"
          labels={turnLabels}
          open
          testId="request-this-turn"
        />
      )}
      {parts.skills.map((content, index) => (
        <MessageView
          key={index}
          content={content}
          title={index % 2 === 0 ? 'activate_skill call' : 'activate_skill response'}
          open
        />
      ))}
    </div>
  );
}
