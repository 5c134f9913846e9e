import { expect, type Locator, type Page } from '@playwright/test';

/** Product-language helpers for the Asimi CLI and multi-provider targets. */

export type TargetName = 'Gemini CLI' | 'Asimi CLI' | 'Multi-provider';
export type ProviderName = 'Claude' | 'Gemini' | 'OpenAI';

/** The target selector at the top of the controls pane. */
export function targetSelector(page: Page): Locator {
  return page.getByRole('group', { name: 'Target' });
}

/** Switches the playground to another target. */
export async function selectTarget(page: Page, target: TargetName): Promise<void> {
  const radio = targetSelector(page).getByRole('radio', { name: target, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** Opens a provider's tab in the multi-provider preview. */
export async function selectProvider(page: Page, provider: ProviderName): Promise<Locator> {
  const tab = page.getByTestId('providers-preview').getByRole('tab', { name: provider });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

/** The request body shown for the selected provider, parsed. */
export async function providerRequestBody(page: Page): Promise<Record<string, unknown>> {
  const text = await page.getByTestId('provider-request-body').textContent();
  return JSON.parse(text ?? '') as Record<string, unknown>;
}

/** The raw request body text shown for the selected provider. */
export function providerRequestText(page: Page): Locator {
  return page.getByTestId('provider-request-body');
}

/**
 * Copies text through a visible Copy button (by its accessible name) and returns the clipboard.
 * The context needs the clipboard permissions (see `grantClipboard`).
 */
export async function copyThrough(page: Page, name: string): Promise<string> {
  const button = page.getByRole('button', { name });
  await button.click();
  await expect(button).toHaveText('Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Lets the page read and write the clipboard. */
export async function grantClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
}
