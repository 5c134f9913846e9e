import { cliTextLabel } from '../../../core';
import { useConfig } from '../../store/configStore';

/** Which text the meter counts: the imported prompt while it is shown, else the CLI version's. */
export function MeterVersion() {
  const version = useConfig((c) => c.gemini.cliVersion);
  const imported = useConfig(
    (c) => (c.importedPrompt?.active ?? false) && c.importedPrompt?.text !== '',
  );
  return (
    <p className="meter-version" data-testid="meter-version">
      Counting {imported ? 'the imported prompt' : cliTextLabel(version)}
    </p>
  );
}
