/**
 * Test support: the heading outline the real v0.61 CLI emits for a configuration, written
 * from the v0.61.0 package's section order (gemini-cli packages/core/src/prompts/promptProvider.ts), independently of our renderers.
 */
import type { ApprovalMode, PromptFamily } from '../types';

export interface OutlineCase {
  family: PromptFamily;
  interactive: boolean;
  approvalMode: ApprovalMode;
  sandbox: 'outside' | 'seatbelt' | 'generic';
  git: boolean;
  skills: boolean;
  subAgents: boolean;
  narration?: boolean;
  tracker?: boolean;
  approvedPlan?: boolean;
  shellEfficiency?: boolean;
}

const MODERN_PLAN = [
  '# Active Approval Mode: Plan',
  '## Available Tools',
  '## Rules',
  '## Planning Workflow',
  '### 1. Explore & Analyze',
  '###  Consult',
  '### 3. Draft',
  '### 4. Review & Approval',
];

const LEGACY_PLAN = [
  '# Active Approval Mode: Plan',
  '## Available Tools',
  '## Plan Storage',
  '## Workflow Phases',
  '### Phase 1: Requirements Understanding',
  '### Phase 2: Project Exploration',
  '### Phase 3: Design & Planning',
  '### Phase 4: Review & Approval',
];

function workflow(c: OutlineCase): string[] {
  const modern = c.family === 'modern';
  if (c.approvalMode === 'plan') {
    const approved = c.approvedPlan ? ['## Approved Plan'] : [];
    return modern ? [...MODERN_PLAN, ...approved] : [...LEGACY_PLAN, ...approved, '## Constraints'];
  }
  return modern
    ? ['# Primary Workflows', '## Development Lifecycle', '## New Applications']
    : ['# Primary Workflows', '## Software Engineering Tasks', '## New Applications'];
}

function sandbox(c: OutlineCase): string[] {
  if (c.sandbox === 'seatbelt') return ['# macOS Seatbelt'];
  if (c.sandbox === 'generic') return ['# Sandbox'];
  return c.family === 'modern' ? [] : ['# Outside of Sandbox'];
}

/** Every `#` heading line of the prompt, in order. */
export function expectedOutline(c: OutlineCase): string[] {
  const modern = c.family === 'modern';
  const topics = c.narration ? ['## Topic Updates'] : [];
  const mandates = modern
    ? [
        '# Core Mandates',
        '## Security & System Integrity',
        '## Context Efficiency:',
        '## Engineering Standards',
        ...topics,
      ]
    : ['# Core Mandates', ...topics];
  const agents = c.subAgents
    ? ['# Available Sub-Agents', ...(modern ? ['### Strategic Orchestration & Delegation'] : [])]
    : [];
  const operational = modern
    ? ['# Operational Guidelines', '## Tone and Style']
    : [
        '# Operational Guidelines',
        ...(c.shellEfficiency ? ['## Shell tool output token efficiency:'] : []),
        '## Tone and Style (CLI Interaction)',
      ];
  return [
    ...mandates,
    ...agents,
    ...(c.skills ? ['# Available Agent Skills'] : []),
    '# Hook Context',
    ...workflow(c),
    ...(c.tracker ? ['# TASK MANAGEMENT PROTOCOL'] : []),
    ...operational,
    '## Security and Safety Rules',
    '## Tool Usage',
    '## Interaction Details',
    ...(c.approvalMode === 'yolo' && c.interactive ? ['# Autonomous Mode (YOLO)'] : []),
    ...sandbox(c),
    ...(c.git ? ['# Git Repository'] : []),
    ...(modern ? [] : ['# Final Reminder']),
  ];
}
