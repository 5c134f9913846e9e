import type { AtExpansionResult, AtReferenceResolution } from '../../../core';
import { AtToolCall } from './AtToolCall';
import { Tokens } from './Tokens';

function referenceOutcome(ref: AtReferenceResolution): string {
  switch (ref.status) {
    case 'resolved':
      return `read as ${ref.pathSpec ?? '?'}${ref.foundBySearch ? ' (found by name)' : ''}`;
    case 'ignored':
      return `skipped: ignored by ${ref.ignoredBy === 'gemini' ? '.geminiignore' : ref.ignoredBy === 'both' ? '.gitignore and .geminiignore' : '.gitignore'}`;
    case 'not-found':
      return 'not found: sent as typed';
    case 'outside-workspace':
      return 'outside the workspace: sent as typed';
    case 'lone-at':
      return 'a lone @: sent as typed';
  }
}

/** What each `@path` became: the files injected, those skipped and the tool-call record. */
export function AtReport({ at }: { at: AtExpansionResult }) {
  return (
    <div className="ctx-at-report" data-testid="at-report">
      <ul className="ctx-list" aria-label="@ references">
        {at.references.map((ref, index) => (
          <li key={`${ref.reference}-${index}`}>
            <code>{ref.reference}</code> — {referenceOutcome(ref)}
          </li>
        ))}
      </ul>
      {at.included.length > 0 && (
        <table className="ctx-table" data-testid="at-included">
          <caption>
            Injected files ({at.included.length}) ·{' '}
            <Tokens text={at.included.map((file) => file.text ?? '').join('')} />
          </caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Tokens</th>
            </tr>
          </thead>
          <tbody>
            {at.included.map((file) => (
              <tr key={file.path}>
                <td>
                  <code title={file.path}>{file.relativePath}</code>
                  {file.truncated && <span className="ctx-badge ctx-badge-warn">truncated</span>}
                </td>
                <td className="ctx-num">
                  <Tokens text={file.text ?? ''} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {at.skipped.length > 0 && (
        <table className="ctx-table" data-testid="at-skipped">
          <caption>Skipped files ({at.skipped.length})</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {at.skipped.map((file) => (
              <tr key={file.path}>
                <td>
                  <code title={file.path}>{file.relativePath}</code>
                </td>
                <td>
                  <span className="ctx-badge">{file.reason}</span> {file.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {at.toolCall && <AtToolCall record={at.toolCall} />}
    </div>
  );
}
