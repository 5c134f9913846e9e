/**
 * The Request tab's note on whose words the tool declarations are: the release's own code
 * (tools/definitions, for the request's model), Promptscope's wording (and why), or an MCP
 * tool's stand-in.
 */
import type { DeclarationSource, ToolFunctionDeclaration } from '../../../core';

type OursWhy = Extract<DeclarationSource, { kind: 'ours' }>['why'];

/** Why a group of declarations is in our wording; `one`: the group holds a single tool. */
const OURS_WHY: Record<OursWhy, (one: boolean) => string> = {
  revision: (one) =>
    `the 2026-02 revision was never published, so there is no release code to take ${one ? 'it' : 'them'} from`,
  'no-release-code': () => 'this release’s tool code is not loaded or did not bundle',
  'not-in-release-code': (one) =>
    one
      ? 'the release builds it in tool code Promptscope does not bundle (its base class adds a parameter there)'
      : 'the release builds them in tool code Promptscope does not bundle (their base class adds a parameter there)',
  'plan-mode-rewording': (one) =>
    `in plan mode the release’s registry rewrites ${one ? 'its description' : 'their descriptions'} in code Promptscope could not take from this release`,
};

const list = (names: readonly string[]): string => names.join(', ');

/** The note's sentences, in the order they are shown. */
export function declarationWording(
  declarations: readonly ToolFunctionDeclaration[],
  sources: readonly DeclarationSource[],
  model: string,
): string[] {
  const sentences = [
    'Which tools are declared, under which names and in which order, follows the CLI.',
  ];
  const fromRelease = sources.flatMap((source) => (source.kind === 'release' ? [source] : []));
  const version = fromRelease[0]?.version;
  if (version) {
    sentences.push(
      `${fromRelease.length} of the ${declarations.length} declarations are the CLI’s own text, release ${version}, as it declares them for ${model}` +
        (declarations.some((decl) => decl.name === 'grep_search')
          ? ' (grep_search as the CLI declares it when ripgrep is available, its default).'
          : '.'),
    );
  }
  const oursByWhy = new Map<OursWhy, string[]>();
  sources.forEach((source, index) => {
    if (source.kind !== 'ours') return;
    const names = oursByWhy.get(source.why) ?? [];
    names.push(declarations[index]?.name ?? '?');
    oursByWhy.set(source.why, names);
  });
  for (const [why, names] of oursByWhy) {
    const whose =
      names.length === declarations.length
        ? 'Every declaration’s description and parameters are Promptscope’s own wording'
        : `In Promptscope’s own wording: ${list(names)}`;
    sentences.push(`${whose}, because ${OURS_WHY[why](names.length === 1)}.`);
  }
  if (sources.some((source) => source.kind === 'mcp-stand-in')) {
    sentences.push(
      'An MCP tool shows a stand-in, since its server’s description and parameters are not known here.',
    );
  }
  return sentences;
}
