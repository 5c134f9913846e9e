import type { ProviderCompressionReport } from '../../../../core';

/** The `compressSystemPrompt` steps that ran, in order, with what each saved. */
export function CompressionSteps({ report }: { report: ProviderCompressionReport }) {
  if (report.steps.length === 0) {
    return <p className="field-hint">It fits: no compression step ran.</p>;
  }
  return (
    <>
      <table className="target-table" data-testid="compression-steps">
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Saved (chars)</th>
          </tr>
        </thead>
        <tbody>
          {report.steps.map((step, index) => (
            <tr key={step.id}>
              <th scope="row">
                {index + 1}. {step.label}
              </th>
              <td>{step.savedChars.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">
        {report.originalChars.toLocaleString('en-US')} → {report.finalChars.toLocaleString('en-US')}{' '}
        characters (limit {report.maxChars.toLocaleString('en-US')}):{' '}
        {report.fits ? 'fits.' : 'still over.'}
      </p>
      {report.warnings.map((warning) => (
        <p key={warning} className="notice notice-warning target-notice">
          {warning}
        </p>
      ))}
    </>
  );
}
