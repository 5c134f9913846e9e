/**
 * Copy shell lines carries every setting that changes the prompt: skills and a release's task
 * tracker have no env var, so each gets a note saying where the CLI reads it, its values
 * quoted as one word.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { buildShellExport } from './shellExport';

describe('notes for skills and the task tracker', () => {
  it('names each skill and where its SKILL.md goes', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.skills = [
      {
        name: 'pdf',
        description: 'Reads PDFs.',
        location: '/home/dev/.gemini/skills/pdf/SKILL.md',
      },
      { name: "it's $(odd)", description: 'x', location: '/s/a b/SKILL.md' },
    ];
    const { notes, text } = buildShellExport(state);
    expect(notes).toContain(
      'Skill pdf is not an env var: the CLI discovers it from a SKILL.md file (its name and description in the front matter) at /home/dev/.gemini/skills/pdf/SKILL.md.',
    );
    expect(text).toContain(`Skill 'it'\\''s $(odd)' is not an env var`);
    expect(text).toContain(`at '/s/a b/SKILL.md'.`);
    expect(buildShellExport(state, 'powershell').text).toContain(`Skill 'it''s $(odd)'`);
  });

  it('says how to turn the task tracker on in a release, and only there', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.taskTrackerEnabled = true;
    state.gemini.taskTrackerDir = '/tmp/project tracker';
    const tracker = (s: typeof state) =>
      buildShellExport(s).notes.filter((note) => note.includes('"taskTracker": true'));
    expect(tracker(state)).toEqual([
      `The task tracker is a setting: set "experimental": { "taskTracker": true } in settings.json; the CLI keeps the tasks in the project's temp directory (the preview names '/tmp/project tracker').`,
    ]);
    state.gemini.taskTrackerEnabled = false;
    expect(tracker(state)).toEqual([]);
    const seeds = createDefaultPlaygroundState('2026-02');
    seeds.gemini.taskTrackerEnabled = true;
    expect(tracker(seeds)).toEqual([]);
  });
});
