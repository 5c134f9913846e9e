import { useMemo, useState } from 'react';
import { SECTION_KEYS, sectionStatuses, type SectionKey, type SectionStatus } from '../../../core';
import { CheckField } from './CheckField';
import { SectionToggle } from './SectionToggle';
import { useDeferredPromptInput } from './usePromptInput';

const FALLBACK: SectionStatus = { state: 'rendered' };

/** The eleven section switches, in prompt order, each with its status. */
export function SectionToggles() {
  const input = useDeferredPromptInput();
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
      </p>
      <ul className="section-toggles" aria-label="Prompt sections">
        {SECTION_KEYS.map((key) => (
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
