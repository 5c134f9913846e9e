export type { FolderNode } from './folderScan';
export {
  DEFAULT_IGNORED_FOLDERS,
  FOLDER_STRUCTURE_MAX_ITEMS,
  getFolderStructure,
  type FolderStructureOptions,
} from './folderStructure';
export {
  folderTreeFromFiles,
  listWorkspaceDir,
  workspaceFolderStructure,
  type WorkspaceEntry,
  type WorkspaceFiles,
} from './workspace';
export { normalizeWorkspacePath } from './workspacePath';
export { createDefaultWorkspaceFiles, DEFAULT_WORKSPACE_DIR } from './defaultWorkspace';
export {
  createDefaultEnvironmentInput,
  formatEnvironmentDate,
  type EnvironmentInput,
  type EnvironmentPlatform,
} from './environmentInput';
export { environmentOpeningLines } from './openingLines';
export {
  getDirectoryContextString,
  getEnvironmentContext,
  getInitialChatHistory,
} from './environmentContext';
export { outlineToWorkspace, workspaceToOutline } from './workspaceOutline';
export {
  formatSessionMemory,
  getSessionContext,
  getSessionContextText,
  getSessionInitialHistory,
  getWorkspaceContextString,
  SESSION_CONTEXT_ITEM_KEY,
  type SessionContextInput,
} from './sessionContext';
export type { SessionContextOptions, SessionMemory } from './environmentInput';
