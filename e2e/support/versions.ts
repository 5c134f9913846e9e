import { expect, type Page } from '@playwright/test';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  toPromptInput,
  type PlaygroundState,
} from '../../src/core/index';
import { openGroup } from './controls';

/** Product-language helpers for the Gemini CLI version control. */

export type CliVersion = PlaygroundState['gemini']['cliVersion'];

/** A share link made before CLI versions existed (schema v1, model left at its default). */
export const LINK_FROM_BEFORE_VERSIONS =
  '/#s=VVDLTsNADPyVlc9ptlw45AaiqiIaqKA3hKoocZMV-wj2pgit9t_rPi49-TEznpETHKF6KKCHKsGAznhz7vjHWMtQfSXwrUOogNBiy7jwISKDCJA7MlM0wQv6Qu0hsrqR1IWkDhScckgD9mqarRX4d0aOXIrehq69ifUYHOoej7q8JtBXe33nqT9f682mdD3k7wLQS-4E61VTv9X77cd7s93t1_VOzi0hFzAzUoMu0L9sFurJ8x-SMl49k4mGR7Xyg5VansldcBMh8yVOgjjKMAYrP1mWjznnEw';

/** The 2026-02 prompt that link showed: its edits over the 2026-02 defaults. */
export function promptOfLinkFromBeforeVersions(): string {
  const state = createDefaultPlaygroundState('2026-02');
  state.gemini.env = { GEMINI_PROMPT_GIT: '0' };
  state.gemini.skills = [
    {
      name: 'release-notes',
      description: 'Drafts release notes from merged pull requests.',
      location: '/home/dev/.gemini/skills/release-notes/SKILL.md',
    },
  ];
  state.gemini.userMemory = '- Answer in British English.';
  return renderSystemPrompt(toPromptInput(state)).text;
}

/** The 2026-02 default prompt, rendered by core. */
export function default2026Prompt(): string {
  return renderSystemPrompt(toPromptInput(createDefaultPlaygroundState('2026-02'))).text;
}

/** Picks a CLI version (a release such as `'0.61.0'`, or `'2026-02'`) in the controls. */
export async function selectCliVersion(page: Page, version: CliVersion): Promise<void> {
  const select = page.getByTestId('cli-version-select');
  await select.selectOption(version);
  await expect(select).toHaveValue(version);
}

/** Types a model id into the model field. */
export async function setModel(page: Page, model: string): Promise<void> {
  const group = await openGroup(page, 'Model & mode');
  await group.getByTestId('model-input').fill(model);
}

/** The "model → family" line beside the model field. */
export async function modelFamilyText(page: Page): Promise<string> {
  const group = await openGroup(page, 'Model & mode');
  return (await group.getByTestId('model-family').textContent()) ?? '';
}
