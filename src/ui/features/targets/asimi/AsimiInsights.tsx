import { SpanMeter } from '../../../components/spans/SpanMeter';
import { asimiPartTitle } from './asimiLabels';
import { useAsimiRender } from '../../../prompt/useAsimiRender';

/** Token meter of the Asimi prompt and the template data it was rendered from. */
export function AsimiInsights() {
  const rendered = useAsimiRender();
  const ctx = rendered.promptContext;
  return (
    <div className="target-insights" data-testid="asimi-insights">
      {rendered.error ? (
        <p className="muted">No prompt to count: Asimi stops with an error.</p>
      ) : (
        <SpanMeter
          label="Asimi prompt tokens"
          text={rendered.text}
          spans={rendered.sections}
          titleOf={asimiPartTitle}
          testId="asimi-meter"
        />
      )}
      <section className="target-card" aria-labelledby="asimi-context-title">
        <h3 id="asimi-context-title">Template data</h3>
        <dl className="target-facts">
          <dt>IsGitRepository</dt>
          <dd>{String(ctx.IsGitRepository)}</dd>
          <dt>SandboxStatus</dt>
          <dd>{ctx.SandboxStatus}</dd>
          <dt>ProjectContextFile</dt>
          <dd>
            {ctx.ProjectContext === ''
              ? `${ctx.ProjectContextFile} (not found)`
              : ctx.ProjectContextFile}
          </dd>
          <dt>UserMemory</dt>
          <dd>{ctx.UserMemory.trim() === '' ? 'empty' : `${ctx.UserMemory.length} characters`}</dd>
        </dl>
      </section>
    </div>
  );
}
