import type { TurnLayer, TurnRequestResult } from '../../../core';
import { declarationWording } from './declarationWording';
import { RequestContents } from './RequestContents';
import { Tokens } from './Tokens';

/** The whole request as readable blocks: system instruction, tool declarations, contents. */
export function RequestStructure({
  result,
  counted,
}: {
  result: TurnRequestResult;
  /** The request's layers as counted for the request total (null while counting). */
  counted: readonly TurnLayer[] | null;
}) {
  // The layers' counted totals, as the Layers pane and the request total show them: the
  // system instruction is counted once, in the meter's pieces, never again as one joined text.
  const layerTokens = (key: string) => counted?.find((l) => l.key === key)?.tokens;
  const declarations = result.request.tools[0]?.functionDeclarations ?? [];
  return (
    <div className="ctx-request" data-testid="request-structure">
      <h3 className="ctx-heading">
        System instruction <Tokens count={layerTokens('system')} />
      </h3>
      <details className="ctx-message">
        <summary>
          {result.systemPrompt.text.length.toLocaleString('en-US')} characters
          {result.systemPrompt.mode === 'imported' && ' · the imported prompt, as toggled'}
        </summary>
        <pre className="ctx-pre ctx-part-body">{result.systemPrompt.text}</pre>
      </details>
      <h3 className="ctx-heading">
        Tool declarations ({declarations.length}) <Tokens count={layerTokens('tools')} />
      </h3>
      <p className="ctx-note" data-testid="declarations-wording">
        {declarationWording(declarations, result.declarationSources, result.request.model).join(
          ' ',
        )}
      </p>
      <ul className="ctx-list ctx-decls" aria-label="Tool declarations">
        {declarations.map((decl) => {
          const json = JSON.stringify(decl, null, 2);
          return (
            <li key={decl.name}>
              <details>
                <summary>
                  <code>{decl.name}</code> <Tokens text={JSON.stringify(decl)} />
                </summary>
                <pre className="ctx-pre ctx-part-body">{json}</pre>
              </details>
            </li>
          );
        })}
      </ul>
      <h3 className="ctx-heading">Contents ({result.request.contents.length} messages)</h3>
      <RequestContents result={result} />
    </div>
  );
}
