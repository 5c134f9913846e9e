/**
 * Conformance: for every generated configuration, Promptscope's render of the newest supported
 * release (through the generated bundle, src/releases/generated) must equal, byte for byte,
 * what that release's own `PromptProvider.getCoreSystemPrompt` returns with a mock `Config`.
 * The provider reads the real file system (`.git`, system.md) and `process.env`, so each case
 * gets its own project and home directories and its own environment.
 *
 * Run by scripts/conformance.mjs (which installs this folder's package first).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createCurrentPromptInput,
  effectiveTools,
  isReleaseRegistryReason,
  provideRelease,
  renderPromptWith,
  type PromptInput,
} from '../src/core/index';
import { loadReleaseBundle } from '../src/releases/generated/index.js';
import { generateCases, type ConformanceCase } from './cases';
import { declarationDifference, releaseDeclarationCount } from './declarations';
import { mockConfig } from './mockConfig';
import { loadReleaseRegistryKit } from './toolRegistry';

const PACKAGE = '@google/gemini-cli-core/dist/src';
const CASE_COUNT = Number(process.env['CONFORMANCE_CASES'] ?? 320);

interface Outcome {
  text: string | null;
  error: string | null;
}

/** Where a case's template file lives and what GEMINI_SYSTEM_MD says. */
function placeTemplate(c: ConformanceCase, project: string, home: string): Record<string, string> {
  const env = { ...c.env };
  if (env['GEMINI_SYSTEM_MD'] === 'ABSOLUTE') env['GEMINI_SYSTEM_MD'] = join(project, 'abs.md');
  if (!c.template) return env;
  const path =
    c.template.path === 'ABSOLUTE'
      ? join(project, 'abs.md')
      : c.template.path.startsWith('~/')
        ? join(home, c.template.path.slice(2))
        : join(project, c.template.path);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, c.template.text);
  return env;
}

function ourInput(
  c: ConformanceCase,
  project: string,
  home: string,
  env: Record<string, string>,
  version: string,
): PromptInput {
  const files: Record<string, string> = {};
  if (c.template) {
    const path =
      c.template.path === 'ABSOLUTE'
        ? join(project, 'abs.md')
        : c.template.path.startsWith('~/')
          ? join(home, c.template.path.slice(2))
          : join(project, c.template.path);
    files[path] = c.template.text;
  }
  return {
    ...createCurrentPromptInput(),
    cliVersion: version as PromptInput['cliVersion'],
    model: c.model,
    hasPreviewAccess: c.hasPreviewAccess,
    gemini31Launched: c.gemini31Launched,
    gemini35FlashGA: c.gemini35FlashGA,
    approvalMode: c.approvalMode,
    interactive: c.interactive,
    interactiveShell: c.interactiveShell,
    platform: c.platform,
    isGitRepository: c.git,
    tools: c.tools,
    skills: c.skills,
    subAgents: c.subAgents,
    mcpTools: c.mcpTools,
    userMemory: c.userMemory,
    contextFilenames: c.contextFilenames,
    approvedPlanPath: c.approvedPlan ? join(project, c.approvedPlan) : undefined,
    plansDir: c.plansDir.startsWith('/') ? c.plansDir : join(project, c.plansDir),
    taskTracker: c.tracker || undefined,
    topicUpdateNarration: c.narration,
    activeTopic: c.activeTopic,
    toolSandboxing: c.toolSandboxing,
    enableShellOutputEfficiency: c.shellEfficiency,
    globalMemoryPath: join(home, '.gemini', c.contextFilenames[0] ?? 'GEMINI.md'),
    userProjectMemoryPath: join(home, '.gemini', 'tmp', 'project', 'memory', 'MEMORY.md'),
    env: { ...env, GEMINI_CLI_HOME: home },
    cwd: project,
    homeDir: home,
    files,
  };
}

/**
 * The built-in tools registered for a case: the configured ones less what the CLI package's
 * settings code removes (non-interactive runs, preview models, agents that are no tools).
 * Whether a registered tool is active (plan mode's policy, narration, the plan-mode tools) is
 * left to the release's registry.
 */
function registeredTools(input: PromptInput): string[] {
  const { removed } = effectiveTools(input);
  const bySettings = new Set(
    removed.filter((tool) => !isReleaseRegistryReason(tool.reason)).map((tool) => tool.name),
  );
  return input.tools.filter((name) => !bySettings.has(name));
}

/** The first place two texts differ, with some context, for the report. */
function describeDifference(expected: string, actual: string): string {
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const from = Math.max(0, i - 120);
  return [
    `  first difference at character ${i} (CLI ${expected.length} chars, ours ${actual.length})`,
    `  CLI : ${JSON.stringify(expected.slice(from, i + 160))}`,
    `  ours: ${JSON.stringify(actual.slice(from, i + 160))}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { PromptProvider } = await import(`${PACKAGE}/prompts/promptProvider.js`);
  const registryKit = await loadReleaseRegistryKit();
  const { resetGeminiMdFilename } = await import(`${PACKAGE}/tools/memoryTool.js`);
  const { createRequire } = await import('node:module');
  const packageJson = createRequire(import.meta.url)('@google/gemini-cli-core/package.json') as {
    version: string;
  };
  const version = packageJson.version;
  const release = await loadReleaseBundle(version);
  // The request's declarations read the release from the core's loaded releases.
  const takeBack = provideRelease(release);
  let releaseDeclarations = 0;
  const provider = new PromptProvider();
  const root = mkdtempSync(join(tmpdir(), 'promptscope-conformance-'));
  const startDir = process.cwd();
  const startEnv = { ...process.env };
  const realPlatform = process.platform;
  const failures: string[] = [];
  let passed = 0;
  const cases = generateCases(CASE_COUNT);
  try {
    for (const c of cases) {
      const project = join(root, `case-${c.id}`, 'project');
      const home = join(root, `case-${c.id}`, 'home');
      mkdirSync(project, { recursive: true });
      mkdirSync(home, { recursive: true });
      if (c.git) mkdirSync(join(project, '.git'));
      const env = placeTemplate(c, project, home);
      const input = ourInput(c, project, home, env, version);
      // The provider reads these from the process.
      for (const key of Object.keys(process.env)) {
        if (key.startsWith('GEMINI_') || key === 'SANDBOX') delete process.env[key];
      }
      Object.assign(process.env, env, { GEMINI_CLI_HOME: home });
      process.chdir(project);
      Object.defineProperty(process, 'platform', { value: c.platform });
      resetGeminiMdFilename(c.contextFilenames);
      const config = mockConfig({
        ...c,
        projectRoot: project,
        plansDir: input.plansDir,
        memoryDir: join(home, '.gemini', 'tmp', 'project', 'memory'),
        trackerDir: c.tracker,
        approvedPlanPath: input.approvedPlanPath,
      });
      const registry = registryKit.build(
        config,
        registeredTools(input),
        c.mcpTools,
        c.approvalMode,
        c.interactive,
      );
      config['toolRegistry'] = registry;
      const cli: Outcome = { text: null, error: null };
      // The release warns on the console when it shortens a long MCP tool name.
      const warn = console.warn;
      console.warn = () => {};
      try {
        cli.text = provider.getCoreSystemPrompt(config, c.userMemory) as string;
      } catch (error) {
        cli.error = (error as Error).message;
      } finally {
        console.warn = warn;
      }
      Object.defineProperty(process, 'platform', { value: realPlatform });
      process.chdir(startDir);
      const ours = renderPromptWith(input, { legacy: null, release });
      const same =
        cli.error !== null
          ? ours.error === cli.error
          : ours.error === null && ours.text === cli.text;
      // The shell declaration reads the platform, as the prompt does.
      Object.defineProperty(process, 'platform', { value: c.platform });
      const declarations = declarationDifference(input, registry);
      Object.defineProperty(process, 'platform', { value: realPlatform });
      releaseDeclarations += releaseDeclarationCount(input);
      if (same && declarations === null) {
        passed++;
        continue;
      }
      if (same) {
        failures.push(`case ${c.id} (declarations): ${JSON.stringify(c)}\n${declarations}`);
        continue;
      }
      failures.push(
        [
          `case ${c.id}: ${JSON.stringify({ ...c, template: c.template?.path ?? null })}`,
          cli.error !== null || ours.error !== null
            ? `  CLI error: ${cli.error}\n  our error: ${ours.error}`
            : describeDifference(cli.text ?? '', ours.text),
        ].join('\n'),
      );
    }
  } finally {
    takeBack();
    Object.defineProperty(process, 'platform', { value: realPlatform });
    process.chdir(startDir);
    for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key];
    Object.assign(process.env, startEnv);
    rmSync(root, { recursive: true, force: true });
  }
  for (const failure of failures.slice(0, 3)) console.error(failure);
  process.stdout.write(
    `conformance with @google/gemini-cli-core ${version}: ${passed} passed, ${failures.length} failed` +
      ` (prompt and tool declarations; ${releaseDeclarations} declarations in the release's words compared)\n`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

await main();
