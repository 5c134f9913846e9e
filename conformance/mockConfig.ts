/**
 * The `Config` the release's own `PromptProvider` reads, shaped as the package's
 * `dist/src/prompts/promptProvider.test.js` builds it: registries, storage, topic state and
 * the getters `getCoreSystemPrompt` calls.
 */
export interface MockConfigParts {
  interactive: boolean;
  interactiveShell: boolean;
  approvalMode: string;
  model: string;
  hasPreviewAccess: boolean;
  gemini31Launched: boolean;
  gemini35FlashGA: boolean;
  skills: { name: string; description: string; location: string }[];
  subAgents: { name: string; description: string }[];
  projectRoot: string;
  plansDir: string;
  memoryDir: string;
  trackerDir: string;
  approvedPlanPath: string | undefined;
  narration: boolean;
  activeTopic: string;
  toolSandboxing: boolean;
  shellEfficiency: boolean;
}

export function mockConfig(parts: MockConfigParts): Record<string, unknown> {
  return {
    get config() {
      return this;
    },
    // Set by conformance/toolRegistry.ts: the release's own registry for the case.
    toolRegistry: undefined,
    getToolRegistry() {
      return this.toolRegistry;
    },
    getApprovalMode: () => parts.approvalMode,
    getProjectRoot: () => parts.projectRoot,
    // Read by the release's tool classes as they are built (conformance/toolRegistry.ts).
    getTargetDir: () => parts.projectRoot,
    getFileFilteringOptions: () => ({ respectGitIgnore: false, respectGeminiIgnore: false }),
    topicState: { getTopic: () => parts.activeTopic },
    getEnableShellOutputEfficiency: () => parts.shellEfficiency,
    getSandboxEnabled: () => parts.toolSandboxing,
    storage: {
      getProjectTempDir: () => parts.memoryDir,
      getPlansDir: () => parts.plansDir,
      getProjectMemoryDir: () => parts.memoryDir,
      getProjectTempTrackerDir: () => parts.trackerDir,
    },
    isInteractive: () => parts.interactive,
    isInteractiveShellEnabled: () => parts.interactive && parts.interactiveShell,
    isTopicUpdateNarrationEnabled: () => parts.narration,
    getSkillManager: () => ({ getSkills: () => parts.skills }),
    getActiveModel: () => parts.model,
    getAgentRegistry: () => ({
      getAllDefinitions: () => parts.subAgents,
      getDefinition: (name: string) => parts.subAgents.find((agent) => agent.name === name),
    }),
    getApprovedPlanPath: () => parts.approvedPlanPath,
    isTrackerEnabled: () => parts.trackerDir !== '',
    getHasAccessToPreviewModel: () => parts.hasPreviewAccess,
    getGemini31LaunchedSync: () => parts.gemini31Launched,
    hasGemini35FlashGAAccess: () => parts.gemini35FlashGA,
    hasLatestFlashGAAccess: () => parts.gemini35FlashGA,
    hasLatestFlashLiteGAAccess: () => false,
    getExperimentalDynamicModelConfiguration: () => false,
    // Read by the registry's getFunctionDeclarations and WebFetchTool.getSchema: every tool
    // is the main agent's, and web_fetch goes through the model (Promptscope models no other).
    getMainAgentTools: () => undefined,
    getDirectWebFetch: () => false,
  };
}
