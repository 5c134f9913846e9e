import { useState } from 'react';
import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { TextField } from '../../components/fields/TextField';
import { ControlHint, useNotApplicable } from './NotApplicable';
import { usePatchGemini } from './useGeminiEdits';

const parseNames = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The current CLI's session settings: task tracker, topic narration and the active topic,
 * tool sandboxing, the interactive shell, context file names and the approved plan.
 */
export function SessionControls() {
  const g = useConfig((c) => c.gemini);
  const patch = usePatchGemini();
  const sandboxingReason = useNotApplicable('toolSandboxing');
  const shellReason = useNotApplicable('interactiveShell');
  return (
    <div className="session-controls" data-testid="session-controls">
      <CheckField
        label="Task tracker"
        checked={g.taskTrackerEnabled}
        testId="task-tracker"
        onChange={(on) => patch({ taskTrackerEnabled: on })}
        hint="experimental.taskTracker: adds the TASK MANAGEMENT PROTOCOL section (it has no switch)."
      />
      {g.taskTrackerEnabled && (
        <TextField
          label="Tracker directory"
          value={g.taskTrackerDir}
          mono
          onChange={(value) => patch({ taskTrackerDir: value }, 'gemini.taskTrackerDir')}
        />
      )}
      <CheckField
        label="Topic narration"
        checked={g.topicUpdateNarration}
        testId="topic-narration"
        onChange={(on) => patch({ topicUpdateNarration: on })}
        hint="On by default: adds ## Topic Updates and swaps two tone bullets."
      />
      <TextField
        label="Active topic"
        value={g.activeTopic}
        testId="active-topic"
        placeholder="none"
        onChange={(value) => patch({ activeTopic: value }, 'gemini.activeTopic')}
        hint={
          <ControlHint id="activeTopic" hint="Appended as [Active Topic: …] after sanitising." />
        }
      />
      <CheckField
        label="Tool sandboxing"
        checked={g.toolSandboxing}
        testId="tool-sandboxing"
        onChange={(on) => patch({ toolSandboxing: on })}
        inactive={sandboxingReason !== null}
        hint={
          <ControlHint
            id="toolSandboxing"
            hint="Inside a sandbox, the modern prompt adds a failure-recovery block; a release's shell tool declaration reads it too."
          />
        }
      />
      <CheckField
        label="Interactive shell"
        checked={g.interactiveShell}
        testId="interactive-shell"
        onChange={(on) => patch({ interactiveShell: on })}
        inactive={shellReason !== null}
        hint={
          <ControlHint
            id="interactiveShell"
            hint="Counts only in interactive sessions: switches the background-process bullets."
          />
        }
      />
      <NamesField
        names={g.contextFilenames}
        onChange={(names) => patch({ contextFilenames: names }, 'gemini.contextFilenames')}
      />
      <TextField
        label="Approved plan path"
        value={g.approvedPlanPath}
        mono
        testId="approved-plan"
        placeholder="none"
        onChange={(value) => patch({ approvedPlanPath: value }, 'gemini.approvedPlanPath')}
        hint="A plan approved in plan mode: the workflows follow it and compression preserves it."
      />
    </div>
  );
}

/** Context file names as comma-separated text; the typed text is kept while it parses the same. */
function NamesField({ names, onChange }: { names: string[]; onChange: (names: string[]) => void }) {
  const [text, setText] = useState(names.join(', '));
  // An outside change (undo, a link) replaces the typed text; typing that parses the same does not.
  const shown = parseNames(text).join('\n') === names.join('\n') ? text : names.join(', ');
  return (
    <TextField
      label="Context file names"
      value={shown}
      mono
      testId="context-filenames"
      onChange={(value) => {
        setText(value);
        onChange(parseNames(value));
      }}
      hint={
        <ControlHint
          id="contextFilenames"
          hint="Comma-separated (context.fileName); empty means GEMINI.md."
        />
      }
    />
  );
}
