import { isReleaseVersion } from '../../../core';
import { useMemo, useState } from 'react';
import {
  sectionKeysFor,
  sectionStatuses,
  type SectionKey,
  type SectionStatus,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { SectionToggle } from './SectionToggle';
import { useDeferredPromptInput } from './usePromptInput';

const FALLBACK: SectionStatus = { state: 'rendered' };

/**
 * The section switches of the selected CLI version (eleven for 2026-02, twelve for v0.61), in
 * prompt order, each with its status. The v0.61 task tracker has no switch.
 */
export function SectionToggles() {
  const input = useDeferredPromptInput();
  const version = useConfig((c) => c.gemini.cliVersion);
  const [showRaw, setShowRaw] = useState(false);
  const statuses = useMemo((): Partial<Record<SectionKey, SectionStatus>> => {
    try {
      return sectionStatuses(input);
    } catch {
      return {};
    }
  }, [input]);
  return (
    <>
      <p className="field-hint">
        Unchecking writes <code>GEMINI_PROMPT_&lt;KEY&gt;=0</code>; checking removes the variable.
        Only <code>0</code> and <code>false</code> switch a section off.
        {isReleaseVersion(version) &&
          ' The task tracker and the memory have no switch; Final Reminder only reaches the legacy prompt.'}
      </p>
      <ul className="section-toggles" aria-label="Prompt sections">
        {sectionKeysFor(version).map((key) => (
          <SectionToggle
            key={key}
            sectionKey={key}
            status={statuses[key] ?? FALLBACK}
            showRaw={showRaw}
          />
        ))}
      </ul>
      <CheckField
        label="Edit raw env values (advanced)"
        checked={showRaw}
        onChange={setShowRaw}
        hint="Values such as no or off keep a section on; the warnings list says so."
      />
    </>
  );
}
