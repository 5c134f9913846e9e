import { joinTiledBlocks } from '../spans';
import { PROVIDER_PERMISSION_INSTRUCTIONS, PROVIDER_PERMISSION_LEGEND } from './permission';
import {
  PROVIDER_PERMISSION_MODES,
  type ProviderComponentKey,
  type ProviderComposedPrompt,
  type ProviderPermissionMode,
  type ProviderPromptParts,
} from './types';

/** Identity and role, shared by every provider, in our words. */
export const PROVIDER_IDENTITY =
  "You are a coding agent working on the user's machine: you can read and change local files and run shell commands.";

/** Heading that introduces project instructions in the Gemini and Claude prompts. */
export const PROVIDER_PROJECT_INSTRUCTIONS_HEADING = '## Project Instructions';

/** Gemini shim response format: line-delimited JSON messages, in our words. */
export const GEMINI_SHIM_RESPONSE_FORMAT = `## Response Format
Write your whole reply to stdout as line-delimited JSON: one complete JSON object per line, each with a "type" field.

Message types:
- {"type": "text", "text": "..."} - a piece of your answer
- {"type": "tool_use", "id": "...", "name": "...", "input": {...}} - a tool call
- {"type": "thinking", "thinking": "..."} - your reasoning (optional)

To call a tool, emit one tool_use line and stop. Carry on only after the tool_result for it arrives.`;

/** OpenAI response format: native function calling, in our words. */
export const OPENAI_RESPONSE_FORMAT = `Call tools through function calling. After each call, wait for its result before you go on.

When no tool is needed, just answer conversationally.`;

type Block = { key: ProviderComponentKey; text: string; separator?: string };

function geminiPermission(mode: ProviderPermissionMode): string {
  const legend = PROVIDER_PERMISSION_MODES.map(
    (m) => `- "${m}": ${PROVIDER_PERMISSION_LEGEND[m]}`,
  ).join('\n');
  return `## Permission Mode\n${mode}\n${legend}\n\n${PROVIDER_PERMISSION_INSTRUCTIONS[mode]}`;
}

function instructionsBody(parts: ProviderPromptParts): string {
  return parts.projectInstructions.trimEnd();
}

function geminiBlocks(parts: ProviderPromptParts): Block[] {
  const body = instructionsBody(parts);
  return [
    { key: 'identity', text: PROVIDER_IDENTITY },
    { key: 'workingDirectory', text: `## Working Directory\n${parts.cwd}` },
    { key: 'permissionMode', text: geminiPermission(parts.permissionMode) },
    {
      key: 'tools',
      text: `## Available Tools\n<tools>\n${JSON.stringify(parts.promptTools, null, 2)}\n</tools>`,
    },
    { key: 'responseFormat', text: GEMINI_SHIM_RESPONSE_FORMAT },
    {
      key: 'projectInstructions',
      text: body && `${PROVIDER_PROJECT_INSTRUCTIONS_HEADING}\n${body}`,
    },
  ];
}

function openaiBlocks(parts: ProviderPromptParts): Block[] {
  const mode = parts.permissionMode;
  return [
    { key: 'identity', text: PROVIDER_IDENTITY },
    { key: 'workingDirectory', text: `Working directory: ${parts.cwd}` },
    {
      key: 'permissionMode',
      text: `Permission mode: ${mode}\n${PROVIDER_PERMISSION_INSTRUCTIONS[mode]}`,
      separator: '\n',
    },
    { key: 'responseFormat', text: OPENAI_RESPONSE_FORMAT },
    { key: 'projectInstructions', text: instructionsBody(parts) },
  ];
}

function claudeBlocks(parts: ProviderPromptParts): Block[] {
  const body = instructionsBody(parts);
  return [
    { key: 'identity', text: PROVIDER_IDENTITY },
    {
      key: 'projectInstructions',
      text: body && `${PROVIDER_PROJECT_INSTRUCTIONS_HEADING}\n${body}`,
    },
  ];
}

/**
 * Composes a provider's system prompt from its parts, following the multi-provider shim's per-provider
 * templates. Gemini gets all six components with tools as JSON inside `<tools>`; OpenAI gets
 * tools through the API instead; Claude receives working directory and permission mode as CLI
 * flags, so its text holds only identity and the `CLAUDE.md` the CLI loads. Spans tile the
 * text; empty project instructions leave their component out.
 */
export function composeProviderPrompt(parts: ProviderPromptParts): ProviderComposedPrompt {
  const blocks =
    parts.provider === 'gemini'
      ? geminiBlocks(parts)
      : parts.provider === 'openai'
        ? openaiBlocks(parts)
        : claudeBlocks(parts);
  const { text, spans } = joinTiledBlocks(blocks);
  return { text, components: spans };
}
