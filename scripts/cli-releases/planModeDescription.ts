/**
 * In plan mode a release's registry rewrites the descriptions of write_file and replace
 * (tools/tool-registry.js `getFunctionDeclarations`). That module does not bundle (it pulls in
 * the whole tool runtime), so the bundle takes that one template literal out of it, unchanged,
 * as a function of its own; when the code no longer has the shape looked for, the bundle has no
 * such function and the core keeps our wording for those two tools in plan mode.
 */

export const PLAN_MODE_MODULE = 'plan-mode-description.js';
export const REGISTRY_FILE = 'dist/src/tools/tool-registry.js';

const REWRITE =
  /\(toolName === WRITE_FILE_TOOL_NAME \|\| toolName === EDIT_TOOL_NAME\)\)\s*\{\s*const plansDir = this\.config\.storage\.getPlansDir\(\);\s*schema = \{\s*\.\.\.schema,\s*description: (`[^`]*`),\s*\};\s*\}/;

/** The module exporting `planModeToolDescription(description, plansDir)`, or null. */
export function planModeDescriptionSource(registry: Uint8Array | undefined): string | null {
  if (!registry) return null;
  const literal = REWRITE.exec(Buffer.from(registry).toString('utf8'))?.[1];
  if (!literal) return null;
  const placeholders = [...literal.matchAll(/\$\{([^}]*)\}/g)].map((match) => match[1]);
  if (placeholders.some((name) => name !== 'schema.description' && name !== 'plansDir')) {
    return null;
  }
  return [
    '// From tools/tool-registry.js getFunctionDeclarations: write_file and replace in plan mode.',
    'export function planModeToolDescription(description, plansDir) {',
    '  const schema = { description };',
    `  return ${literal};`,
    '}',
    '',
  ].join('\n');
}
