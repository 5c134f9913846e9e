/**
 * The release's own tool registry for a case: its `ToolRegistry` (tools/tool-registry.js)
 * holding its own tool classes and `DiscoveredMCPTool`s, with its `PolicyEngine`
 * (policy/policy-engine.js) loaded from its default policy files (policy/policies/*.toml)
 * deciding which tools plan mode and non-interactive runs exclude. So the plan-mode tool list
 * (which tools, their names, their order) and the tool names a template sees come from the
 * release, not from our own `effectiveTools`.
 *
 * Only which built-in tools are registered at all comes from us: that is decided by the CLI
 * package's settings code (`packages/cli/src/config/config.ts`), which this package does not
 * hold.
 */

const PACKAGE = '@google/gemini-cli-core/dist/src';

/** Tool name → [module under dist/src, exported class]. */
const TOOL_CLASSES: Record<string, [string, string]> = {
  list_directory: ['tools/ls.js', 'LSTool'],
  read_file: ['tools/read-file.js', 'ReadFileTool'],
  write_file: ['tools/write-file.js', 'WriteFileTool'],
  replace: ['tools/edit.js', 'EditTool'],
  glob: ['tools/glob.js', 'GlobTool'],
  // The CLI registers RipGrepTool when ripgrep is usable (its default), GrepTool otherwise;
  // Promptscope declares grep_search as RipGrepTool does.
  grep_search: ['tools/ripGrep.js', 'RipGrepTool'],
  read_many_files: ['tools/read-many-files.js', 'ReadManyFilesTool'],
  run_shell_command: ['tools/shell.js', 'ShellTool'],
  web_fetch: ['tools/web-fetch.js', 'WebFetchTool'],
  google_web_search: ['tools/web-search.js', 'WebSearchTool'],
  write_todos: ['tools/write-todos.js', 'WriteTodosTool'],
  get_internal_docs: ['tools/get-internal-docs.js', 'GetInternalDocsTool'],
  activate_skill: ['tools/activate-skill.js', 'ActivateSkillTool'],
  ask_user: ['tools/ask-user.js', 'AskUserTool'],
  enter_plan_mode: ['tools/enter-plan-mode.js', 'EnterPlanModeTool'],
  exit_plan_mode: ['tools/exit-plan-mode.js', 'ExitPlanModeTool'],
  invoke_agent: ['agents/agent-tool.js', 'AgentTool'],
  update_topic: ['tools/topicTool.js', 'UpdateTopicTool'],
};

export interface McpCaseTool {
  serverName: string;
  serverToolName: string;
  readOnly?: boolean;
}

type ToolClass = new (config: unknown, messageBus: unknown) => { name: string };

export interface ReleaseRegistryKit {
  /** A registry for one case, its `Config` getters already bound to `config`. */
  build(
    config: Record<string, unknown>,
    tools: readonly string[],
    mcpTools: readonly McpCaseTool[],
    approvalMode: string,
    interactive: boolean,
  ): unknown;
}

/** Loads the release's registry, tool classes, MCP tool class and default policies once. */
export async function loadReleaseRegistryKit(): Promise<ReleaseRegistryKit> {
  const { ToolRegistry } = await import(`${PACKAGE}/tools/tool-registry.js`);
  const { DiscoveredMCPTool } = await import(`${PACKAGE}/tools/mcp-tool.js`);
  const { PolicyEngine } = await import(`${PACKAGE}/policy/policy-engine.js`);
  const { loadPoliciesFromToml } = await import(`${PACKAGE}/policy/toml-loader.js`);
  const { DEFAULT_CORE_POLICIES_DIR, DEFAULT_POLICY_TIER } = await import(
    `${PACKAGE}/policy/config.js`
  );
  const loaded = await loadPoliciesFromToml([DEFAULT_CORE_POLICIES_DIR], () => DEFAULT_POLICY_TIER);
  if (loaded.errors.length > 0) {
    throw new Error(
      `the release's default policies did not load: ${JSON.stringify(loaded.errors)}`,
    );
  }
  const classes = new Map<string, ToolClass>();
  for (const [name, [path, exported]] of Object.entries(TOOL_CLASSES)) {
    const module = (await import(`${PACKAGE}/${path}`)) as Record<string, ToolClass>;
    const toolClass = module[exported];
    if (!toolClass) throw new Error(`${path} exports no ${exported}`);
    classes.set(name, toolClass);
  }
  const messageBus = {};
  return {
    build(config, tools, mcpTools, approvalMode, interactive) {
      // The release's classes log what they notice (a missing .geminiignore, a shortened MCP
      // name) as they are built; the check's own report is what matters here.
      // eslint-disable-next-line no-console -- put back in `finally` below
      const quiet = { log: console.log, warn: console.warn, debug: console.debug };
      // eslint-disable-next-line no-console -- silenced while the release's classes are built
      console.log = console.warn = console.debug = () => {};
      try {
        return buildRegistry(config, tools, mcpTools, approvalMode, interactive);
      } finally {
        Object.assign(console, quiet);
      }
    },
  };
  function buildRegistry(
    config: Record<string, unknown>,
    tools: readonly string[],
    mcpTools: readonly McpCaseTool[],
    approvalMode: string,
    interactive: boolean,
  ): unknown {
    {
      const policy = new PolicyEngine({
        rules: loaded.rules,
        approvalMode,
        nonInteractive: !interactive,
      });
      Object.assign(config, {
        getExcludeTools: (metadata: unknown, names: Set<string>) =>
          policy.getExcludedTools(metadata, names),
        getMcpClientManager: () => undefined,
      });
      const registry = new ToolRegistry(config, messageBus, true);
      for (const name of tools) {
        const toolClass = classes.get(name);
        if (!toolClass) throw new Error(`no release class known for tool ${name}`);
        registry.registerTool(new toolClass(config, messageBus));
      }
      for (const tool of mcpTools) {
        // As tools/mcp-client.js builds it: the server's annotations, read-only when they say so.
        const annotations =
          tool.readOnly === undefined ? undefined : { readOnlyHint: tool.readOnly };
        registry.registerTool(
          new DiscoveredMCPTool(
            {},
            tool.serverName,
            tool.serverToolName,
            'An MCP tool.',
            { type: 'object', properties: {} },
            messageBus,
            false,
            tool.readOnly === true,
            undefined,
            config,
            undefined,
            undefined,
            annotations,
          ),
        );
      }
      registry.sortTools();
      return registry;
    }
  }
}
