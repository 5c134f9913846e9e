import type { PromptFamily, SubAgentDefinition } from '../types';

/** Skeleton: replaced by the full section. */
export function renderSubAgents(family: PromptFamily, agents?: SubAgentDefinition[]): string {
  if (!agents || agents.length === 0) return '';
  return family === 'modern' ? '# Available Sub-Agents' : '\n# Available Sub-Agents';
}
