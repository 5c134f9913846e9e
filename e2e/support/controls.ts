import { expect, type Locator, type Page } from '@playwright/test';

/** Product-language helpers for the controls pane (Gemini target). */

export type ApprovalMode = 'default' | 'autoEdit' | 'yolo' | 'plan';

/** The controls pane. */
export function controlsPane(page: Page): Locator {
  return page.getByTestId('pane-controls');
}

/** A control group (`<details>`) by its title, e.g. "Sections" or "Model & mode". */
export function controlGroup(page: Page, title: string): Locator {
  return controlsPane(page).locator('details.control-group', {
    has: page.locator('summary .control-group-title', { hasText: title }),
  });
}

/** Opens a control group if it is closed. */
export async function openGroup(page: Page, title: string): Promise<Locator> {
  const group = controlGroup(page, title);
  if ((await group.getAttribute('open')) === null) {
    await group.locator('summary').click();
  }
  await expect(group).toHaveAttribute('open', '');
  return group;
}

/** The checkbox of a prompt section, named by the section's title (e.g. "Git Repository"). */
export async function sectionToggle(page: Page, title: string): Promise<Locator> {
  const group = await openGroup(page, 'Sections');
  return group.getByRole('checkbox', { name: title, exact: true });
}

/** Flips a section on or off by its title. */
export async function toggleSection(page: Page, title: string): Promise<void> {
  await (await sectionToggle(page, title)).click();
}

/** Applies a preset by its button label (e.g. "Plan mode", "Minimal"). */
export async function applyPreset(page: Page, name: string): Promise<void> {
  const group = await openGroup(page, 'Presets');
  await group.getByRole('button', { name, exact: true }).click();
  await expect(group.getByRole('status')).toContainText(`Applied “${name}”`);
}

/** The approval-mode select. */
export async function approvalModeSelect(page: Page): Promise<Locator> {
  const group = await openGroup(page, 'Model & mode');
  return group.getByLabel('Approval mode');
}

export async function setApprovalMode(page: Page, mode: ApprovalMode): Promise<void> {
  await (await approvalModeSelect(page)).selectOption(mode);
}

/** Sets the interactive flag. */
export async function setInteractive(page: Page, on: boolean): Promise<void> {
  const group = await openGroup(page, 'Model & mode');
  await group.getByRole('checkbox', { name: 'Interactive session' }).setChecked(on);
}

/** Types a model id or alias into the model field. */
export async function setModel(page: Page, model: string): Promise<void> {
  const group = await openGroup(page, 'Model & mode');
  await group.getByRole('combobox', { name: 'Model', exact: true }).fill(model);
}

/** Sets whether the project is a git repository. */
export async function setGitRepository(page: Page, on: boolean): Promise<void> {
  const group = await openGroup(page, 'Model & mode');
  await group.getByRole('checkbox', { name: 'Project is under git' }).setChecked(on);
}

/** Removes every skill. */
export async function removeAllSkills(page: Page): Promise<void> {
  const group = await openGroup(page, 'Skills & sub-agents');
  const remove = group.locator('.skill-row').getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
}

/** The accessible label of the focused element (its `<label>`, aria-label or text). */
export async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? el.getAttribute('aria-label');
    return (label ?? el.textContent ?? '').trim();
  });
}

/**
 * Loads a sample workspace by its title. With `expectConfirm`, the page must first ask before
 * replacing edited files, and the replacement is confirmed.
 */
export async function loadSampleWorkspace(
  page: Page,
  title: string,
  expectConfirm: boolean,
): Promise<void> {
  const group = await openGroup(page, 'Environment');
  await group.getByLabel('Sample workspace').selectOption({ label: title });
  await group.getByRole('button', { name: 'Load sample' }).click();
  const replace = group.getByRole('button', { name: 'Replace files' });
  if (expectConfirm) await replace.click();
  else await expect(replace).toHaveCount(0);
}
