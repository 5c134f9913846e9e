/**
 * A release's requests declare its built-in tools in the release's own words: each equals what
 * the tool class's `getSchema(modelId)` returns, `resolveToolDeclaration(definition, model in
 * force)` of the loaded release's tools/definitions. (The byte-for-byte check against the real
 * registry is conformance/declarations.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { modelIdInForce } from '../../modelInForce';
import { countOpeningRequest, openingRequestParts } from '../../export/openingRequest';
import { sizeBaseInput } from '../../prompt/current/testInputs';
import { loadedRelease, provideRelease } from '../../prompt/release/loaded';
import type { ReleaseRenderer, ReleaseToolDefinition } from '../../prompt/release/port';
import type { PromptInput } from '../../prompt/types';
import {
  requestToolDeclarations,
  sourcedToolDeclarations,
  TOOL_DECLARATIONS,
  toolDeclarationsFor,
} from './toolDeclarations';

const VERSION = '0.61.0';
const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((takeBack) => takeBack()));

function release(): ReleaseRenderer {
  const loaded = loadedRelease(VERSION);
  if (!loaded?.tools) throw new Error(`release ${VERSION} is not loaded with its tools`);
  return loaded;
}

const input = (over: Partial<PromptInput> = {}): PromptInput => ({
  ...sizeBaseInput('modern'),
  tools: [
    'list_directory',
    'read_file',
    'write_file',
    'replace',
    'grep_search',
    'run_shell_command',
    'activate_skill',
    'exit_plan_mode',
    'update_topic',
  ],
  skills: [
    { name: 'lint', description: 'Lints.', location: '/s/lint/SKILL.md' },
    { name: 'deploy', description: 'Deploys.', location: '/s/deploy/SKILL.md' },
  ],
  ...over,
});

/** The release's own declaration: `resolveToolDeclaration(definition, model in force)`. */
function expected(definition: ReleaseToolDefinition, of: PromptInput): unknown {
  const { tools, setPlatform } = release();
  setPlatform(of.platform);
  return tools?.resolveToolDeclaration(definition, modelIdInForce(of));
}

const declarationOf = (of: PromptInput, name: string) =>
  requestToolDeclarations(of).find((declaration) => declaration.name === name);

describe('a release’s tool declarations', () => {
  it.each([['auto'], ['gemini-2.5-pro'], ['gemini-3-flash-preview']])(
    'are the release’s own for the model in force (%s)',
    (model) => {
      const of = input({ model });
      const tools = release().tools!;
      for (const [name, exported] of [
        ['list_directory', 'LS_DEFINITION'],
        ['read_file', 'READ_FILE_DEFINITION'],
        ['grep_search', 'RIP_GREP_DEFINITION'],
      ] as const) {
        expect(declarationOf(of, name)).toEqual(
          expected(tools[exported] as ReleaseToolDefinition, of),
        );
      }
    },
  );

  it('differ between the model families where the release’s sets differ', () => {
    const legacy = declarationOf(input({ model: 'gemini-2.5-pro' }), 'read_file');
    const modern = declarationOf(input({ model: 'gemini-3-flash-preview' }), 'read_file');
    expect(JSON.stringify(legacy)).not.toBe(JSON.stringify(modern));
  });

  it('build the shell, skill and plan-exit declarations from the same inputs as the prompt', () => {
    const tools = release().tools!;
    for (const over of [
      { interactive: true, interactiveShell: true, enableShellOutputEfficiency: true },
      { interactive: true, interactiveShell: false, enableShellOutputEfficiency: false },
      { toolSandboxing: true, platform: 'win32' as const },
    ]) {
      const of = input(over);
      const shell = tools.getShellDefinition(
        of.interactive && (of.interactiveShell ?? false),
        of.enableShellOutputEfficiency,
        of.toolSandboxing ?? false,
      );
      expect(declarationOf(of, 'run_shell_command')).toEqual(expected(shell, of));
    }
    const windows = declarationOf(input({ platform: 'win32' }), 'run_shell_command');
    const linux = declarationOf(input({ platform: 'linux' }), 'run_shell_command');
    expect(windows?.description).not.toBe(linux?.description);
    const of = input();
    const skill = declarationOf(of, 'activate_skill');
    expect(skill).toEqual(expected(tools.getActivateSkillDefinition(['lint', 'deploy']), of));
    expect(JSON.stringify(skill?.parametersJsonSchema)).toContain('"enum":["lint","deploy"]');
    const plan = input({ approvalMode: 'plan' });
    expect(declarationOf(plan, 'exit_plan_mode')).toEqual(
      expected(tools.getExitPlanModeDefinition(), plan),
    );
  });

  it('say their source; tools the release builds elsewhere keep our wording', () => {
    const sources = new Map(
      sourcedToolDeclarations(input({ topicUpdateNarration: true })).map((entry) => [
        entry.declaration.name,
        entry,
      ]),
    );
    expect(sources.get('read_file')?.source).toEqual({ kind: 'release', version: VERSION });
    expect(sources.get('update_topic')).toEqual({
      declaration: toolDeclarationsFor(['update_topic'])[0],
      source: { kind: 'ours', why: 'not-in-release-code' },
    });
  });

  it('reword write_file and replace in plan mode with the registry’s own rewrite', () => {
    const tools = release().tools!;
    const rewrite = tools.planModeToolDescription;
    if (!rewrite) throw new Error('the release bundled no plan-mode rewrite');
    const plan = input({ approvalMode: 'plan', plansDir: '/work/project/.gemini/plans' });
    const sourced = sourcedToolDeclarations(plan);
    const writeFile = sourced.find((entry) => entry.declaration.name === 'write_file');
    const base = expected(tools['WRITE_FILE_DEFINITION'] as ReleaseToolDefinition, plan) as {
      description: string;
    };
    expect(writeFile).toEqual({
      declaration: { ...base, description: rewrite(base.description, plan.plansDir) },
      source: { kind: 'release', version: VERSION },
    });
    expect(writeFile?.declaration.description).toContain('/work/project/.gemini/plans');
    expect(declarationOf(input(), 'write_file')?.description).toBe(base.description);
    undo.push(provideRelease({ ...release(), tools: { ...tools, planModeToolDescription: null } }));
    expect(
      sourcedToolDeclarations(plan).find((entry) => entry.declaration.name === 'replace'),
    ).toEqual({
      declaration: TOOL_DECLARATIONS['replace'],
      source: { kind: 'ours', why: 'plan-mode-rewording' },
    });
  });

  it('fall back to our wording when the release’s tools did not bundle or throw', () => {
    const loaded = release();
    undo.push(provideRelease({ ...loaded, tools: null }));
    const without = sourcedToolDeclarations(input());
    expect(without.every((entry) => entry.source.kind === 'ours')).toBe(true);
    expect(without.find((e) => e.declaration.name === 'read_file')?.declaration).toBe(
      TOOL_DECLARATIONS['read_file'],
    );
    undo.push(
      provideRelease({
        ...loaded,
        tools: {
          ...loaded.tools!,
          getShellDefinition: () => {
            throw new Error('broken');
          },
        },
      }),
    );
    const broken = sourcedToolDeclarations(input());
    expect(broken.find((e) => e.declaration.name === 'run_shell_command')).toEqual({
      declaration: TOOL_DECLARATIONS['run_shell_command'],
      source: { kind: 'ours', why: 'no-release-code' },
    });
    expect(broken.find((e) => e.declaration.name === 'read_file')?.source.kind).toBe('release');
  });

  it('send only the API fields, frozen, and the meter’s parts still add up to the total', () => {
    const declarations = requestToolDeclarations(input());
    for (const declaration of declarations) {
      expect(Object.keys(declaration).sort()).toEqual([
        'description',
        'name',
        'parametersJsonSchema',
      ]);
      expect(Object.isFrozen(declaration.parametersJsonSchema)).toBe(
        declaration !== TOOL_DECLARATIONS[declaration.name],
      );
    }
    const parts = openingRequestParts('system text', declarations, 'environment');
    expect(parts[1]?.text).toBe(JSON.stringify(declarations));
    const counted = countOpeningRequest(parts, (text) => text.length);
    expect(counted.total).toBe(counted.parts.reduce((sum, part) => sum + part.tokens, 0));
    expect(counted.parts[1]?.tokens).toBe(JSON.stringify(declarations).length);
  });

  it('are all ours for the 2026-02 revision', () => {
    const sourced = sourcedToolDeclarations(input({ cliVersion: '2026-02' }));
    expect(sourced.every((entry) => entry.source.kind === 'ours')).toBe(true);
  });
});
