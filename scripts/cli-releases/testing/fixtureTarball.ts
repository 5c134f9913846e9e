import { gzipSync } from 'node:zlib';

/** A gzipped ustar archive of `files` under `package/`, as `npm pack` makes them (tests only). */
export function fixtureTarball(files: Record<string, string>): Uint8Array {
  const blocks: Buffer[] = [];
  const entry = (name: string, type: string, data: Buffer): void => {
    blocks.push(header(name, type, data.length), data);
    blocks.push(Buffer.alloc((512 - (data.length % 512)) % 512));
  };
  for (const [path, text] of Object.entries(files)) {
    const name = `package/${path}`;
    if (name.length > 100) {
      // A pax extended header carries the long path, as npm writes it.
      const body = ` path=${name}\n`;
      let length = body.length + 1;
      while (String(length).length + body.length !== length) length++;
      entry('PaxHeader', 'x', Buffer.from(`${length}${body}`, 'utf8'));
    }
    entry(name.slice(0, 100), '0', Buffer.from(text, 'utf8'));
  }
  blocks.push(Buffer.alloc(1024));
  return new Uint8Array(gzipSync(Buffer.concat(blocks)));
}

function header(name: string, type: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** The smallest release that bundles: snippet modules shaped like the package's, our own text. */
export function fixtureRelease(
  text: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const snippets = (family: string) => `/**
 * @license
 * Fixture licence header
 */
import { SHELL_TOOL_NAME } from '../tools/tool-names.js';
import { DEFAULT_CONTEXT_FILENAME } from '../tools/memoryTool.js';
export function renderPreamble(options) {
  return options ? '${family} preamble: ${text}' : '';
}
export function getCoreSystemPrompt(options) {
  return [renderPreamble(options.preamble), 'use ' + SHELL_TOOL_NAME, 'read ' + DEFAULT_CONTEXT_FILENAME, 'on ' + process.platform].join('\\n');
}
export function renderFinalShell(base, memory) {
  return base + (memory ? '\\n' + memory : '');
}
export function getCompressionPrompt() {
  return 'fixture summary';
}
`;
  return {
    LICENSE: 'Fixture licence text',
    'package.json': '{"name":"@google/gemini-cli-core"}',
    'dist/src/prompts/snippets.js': snippets('modern'),
    'dist/src/prompts/snippets.legacy.js': snippets('legacy').replace(
      "import { DEFAULT_CONTEXT_FILENAME } from '../tools/memoryTool.js';",
      "const DEFAULT_CONTEXT_FILENAME = 'GEMINI.md';",
    ),
    'dist/src/prompts/snippets.d.ts':
      'export interface SystemPromptOptions { preamble?: unknown; }\n',
    'dist/src/prompts/snippets.legacy.d.ts':
      'export interface SystemPromptOptions { preamble?: unknown; }\n',
    'dist/src/prompts/promptProvider.js': 'export class PromptProvider {}\n',
    'dist/src/tools/tool-names.js':
      "export { SHELL_TOOL_NAME } from './definitions/coreTools.js';\nimport { isMcpToolName } from './mcp-tool.js';\nexport const isMcp = isMcpToolName;\n",
    'dist/src/tools/definitions/base-declarations.js':
      "export const SHELL_TOOL_NAME = 'run_shell_command';\n",
    'dist/src/tools/memoryTool.js': "export const DEFAULT_CONTEXT_FILENAME = 'GEMINI.md';\n",
    'dist/src/config/models.js': "export const DEFAULT_MODEL = 'fixture-model';\n",
    'dist/src/tools/definitions/coreTools.js': FIXTURE_CORE_TOOLS,
    'dist/src/tools/definitions/resolver.js': FIXTURE_RESOLVER,
    ...extra,
  };
}

/** Tool definitions shaped like the package's, using every package that has a stand-in. */
const FIXTURE_CORE_TOOLS = `import {} from '@google/genai';
import * as os from 'node:os';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { SHELL_TOOL_NAME } from './base-declarations.js';
import { DEFAULT_MODEL } from '../../config/models.js';
export { SHELL_TOOL_NAME };
export const READ_FILE_DEFINITION = {
  base: { name: 'read_file', description: 'fixture read', parametersJsonSchema: { type: 'object' } },
  overrides: (modelId) => (modelId === DEFAULT_MODEL ? { description: 'fixture read for ' + modelId } : undefined),
};
export function getShellDefinition(interactive) {
  return { base: { name: SHELL_TOOL_NAME, description: 'shell on ' + os.platform() + (interactive ? ', interactive' : ''), parametersJsonSchema: { type: 'object' } } };
}
export function getActivateSkillDefinition(names) {
  const name = names.length > 0 ? z.enum(names).describe('pick one') : z.string().describe('none');
  return { base: { name: 'activate_skill', description: 'skills', parametersJsonSchema: zodToJsonSchema(z.object({ name })) } };
}
`;

const FIXTURE_RESOLVER = `export function resolveToolDeclaration(definition, modelId) {
  const override = modelId && definition.overrides ? definition.overrides(modelId) : undefined;
  return override ? { ...definition.base, ...override } : definition.base;
}
`;
