/**
 * Notes for the prompt settings a shell cannot set: skills (SKILL.md files the CLI discovers,
 * gemini-cli packages/core/src/skills/skillLoader.ts) and a release's task tracker (setting
 * `experimental.taskTracker`; the tracker directory is the project's temp dir, packages/core/src/
 * config/storage.ts `getProjectTempTrackerDir`). Every value is one quoted word (`noteWord`).
 */
import { isReleaseVersion } from '../prompt/cliVersion';
import type { PlaygroundState } from '../state/playgroundState';
import { noteWord, type ExportShell } from './shellQuote';

/** One note per skill, then the task tracker's when a release has it on. */
export function skillAndTrackerNotes(state: PlaygroundState, shell: ExportShell): string[] {
  const { skills, cliVersion, taskTrackerEnabled, taskTrackerDir } = state.gemini;
  const notes = skills.map(
    (skill) =>
      `Skill ${noteWord(shell, skill.name)} is not an env var: the CLI discovers it from a SKILL.md file (its name and description in the front matter) at ${noteWord(shell, skill.location)}.`,
  );
  if (isReleaseVersion(cliVersion) && taskTrackerEnabled) {
    notes.push(
      `The task tracker is a setting: set "experimental": { "taskTracker": true } in settings.json; the CLI keeps the tasks in the project's temp directory (the preview names ${noteWord(shell, taskTrackerDir)}).`,
    );
  }
  return notes;
}
