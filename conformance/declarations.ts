/**
 * Conformance of the request's tool declarations: for the tools Promptscope declares in a
 * release's own words (`sourcedToolDeclarations`, source `release`), each declaration must be
 * byte-identical (as JSON) to the one the release's own registry sends for the same model
 * (tools/tool-registry.js `getFunctionDeclarations(modelId)`), and the declared tools must be the
 * registry's, in its order.
 */
import { modelIdInForce, sourcedToolDeclarations, type PromptInput } from '../src/core/index';

interface ReleaseRegistry {
  getFunctionDeclarations(modelId?: string): { name?: string }[];
}

/** Null when ours match the release's, else what differs first. */
export function declarationDifference(input: PromptInput, registry: unknown): string | null {
  const modelId = modelIdInForce(input);
  // The release warns on the console when it shortens a long MCP tool name.
  const warn = console.warn;
  console.warn = () => {};
  let cli: { name?: string }[];
  try {
    cli = (registry as ReleaseRegistry).getFunctionDeclarations(modelId);
  } finally {
    console.warn = warn;
  }
  const ours = sourcedToolDeclarations(input);
  const cliNames = cli.map((declaration) => declaration.name);
  const ourNames = ours.map((sourced) => sourced.declaration.name);
  if (JSON.stringify(cliNames) !== JSON.stringify(ourNames)) {
    return `  declared tools differ for ${modelId}:\n  CLI : ${cliNames.join(', ')}\n  ours: ${ourNames.join(', ')}`;
  }
  for (const [index, sourced] of ours.entries()) {
    if (sourced.source.kind !== 'release') continue;
    const expected = JSON.stringify(cli[index]);
    const actual = JSON.stringify(sourced.declaration);
    if (expected !== actual) {
      return [
        `  declaration of ${sourced.declaration.name} differs for ${modelId}`,
        `  CLI : ${expected.slice(0, 400)}`,
        `  ours: ${actual.slice(0, 400)}`,
      ].join('\n');
    }
  }
  return null;
}

/** How many of a case's declarations came from the release (for the report). */
export function releaseDeclarationCount(input: PromptInput): number {
  return sourcedToolDeclarations(input).filter((sourced) => sourced.source.kind === 'release')
    .length;
}
