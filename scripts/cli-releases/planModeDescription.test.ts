import { describe, expect, it } from 'vitest';
import { planModeDescriptionSource } from './planModeDescription';

/** A registry shaped like tools/tool-registry.js around the rewrite, with our own words. */
const registry = (template: string): Uint8Array =>
  new TextEncoder().encode(`      if (isPlanMode &&
                (toolName === WRITE_FILE_TOOL_NAME || toolName === EDIT_TOOL_NAME)) {
                const plansDir = this.config.storage.getPlansDir();
                schema = {
                    ...schema,
                    description: \`${template}\`,
                };
            }`);

async function load(source: string): Promise<(description: string, plansDir: string) => string> {
  const url = `data:text/javascript,${encodeURIComponent(source)}`;
  const module = (await import(/* @vite-ignore */ url)) as {
    planModeToolDescription: (description: string, plansDir: string) => string;
  };
  return module.planModeToolDescription;
}

describe('the plan-mode description taken out of the registry', () => {
  it('becomes a function of the description and the plans folder, its template unchanged', async () => {
    const source = planModeDescriptionSource(
      registry('Plans only: ${schema.description}, kept in ${plansDir}/.'),
    );
    if (!source) throw new Error('the rewrite was not found');
    const rewrite = await load(source);
    expect(rewrite('Writes a file', '/p/plans')).toBe(
      'Plans only: Writes a file, kept in /p/plans/.',
    );
  });

  it('is absent when the registry has another shape or reads anything else', () => {
    expect(planModeDescriptionSource(undefined)).toBeNull();
    expect(planModeDescriptionSource(new TextEncoder().encode('no rewrite here'))).toBeNull();
    expect(planModeDescriptionSource(registry('${schema.description} ${this.config}'))).toBeNull();
  });
});
