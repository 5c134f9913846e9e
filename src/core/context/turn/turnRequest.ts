import type { Content, Part } from '../../content';
import { getInitialChatHistory, type EnvironmentInput } from '../../environment';
import { modelIdInForce } from '../../modelInForce';
import { renderSystemPrompt, type PromptInput, type RenderedPrompt } from '../../prompt';
import { estimateTokenCount } from '../../tokens';
import type { AtExpansionResult } from '../atFiles/atExpand';
import { applyBeforeAgentHooks, type HookContextOutput } from '../injections/hookContext';
import { markHistoryCuration, type HistoryCurationView } from './historyCuration';
import type { IdeContextInjection } from '../injections/ideContext';
import type { SkillActivation } from '../injections/skillActivation';
import { isReleaseVersion } from '../../prompt/cliVersion';
import {
  sourcedToolDeclarations,
  toolDeclarationsFor,
  type DeclarationSource,
} from '../tools/toolDeclarations';
import type { ToolFunctionDeclaration } from '../tools/toolSchemas';
import {
  historyLayerParts,
  makeLayer,
  partsCountText,
  systemLayerParts,
  toolLayerParts,
  turnLayerParts,
  type TurnLayer,
} from './turnLayers';

/** What the user sends this turn, with every injection. */
export interface TurnInput {
  /** The typed message; used as-is when `atExpansion` is absent. */
  text: string;
  /** The `@` expansion of `text` (its parts replace the plain text). */
  atExpansion?: AtExpansionResult | null;
  ide?: IdeContextInjection | null;
  beforeAgentHooks?: readonly HookContextOutput[];
  /** Skills the model activates while answering: each adds a call and a response. */
  skillActivations?: readonly SkillActivation[];
}

/** Inputs of {@link buildTurnRequest}. */
export interface TurnRequestOptions {
  promptInput: PromptInput;
  environment: EnvironmentInput;
  /** The comprehensive history after the environment message; curated before sending. */
  history: readonly Content[];
  turn: TurnInput;
  /**
   * Registered tools to declare, in our wording (default: the prompt input's tools after the
   * CLI's removals and, for a release, the MCP tools its policy keeps, each in the release's own
   * words where its code builds it: `sourcedToolDeclarations`).
   */
  toolNames?: readonly string[];
  /**
   * The system instruction when it is not the one `promptInput` renders: an imported prompt
   * as toggled (see `activeImportedPrompt`). Default: `renderSystemPrompt(promptInput)`.
   */
  systemPrompt?: RenderedPrompt | null;
}

/** The request body as the Gemini API receives it. */
export interface TurnRequestBody {
  model: string;
  systemInstruction: { parts: Part[] };
  tools: { functionDeclarations: ToolFunctionDeclaration[] }[];
  contents: Content[];
}

/** The request, its layers with token estimates, and what went into it. */
export interface TurnRequestResult {
  request: TurnRequestBody;
  layers: TurnLayer[];
  /** Sum of the layer tokens. */
  totalTokens: number;
  /** The request as indented JSON, for copying. */
  json: string;
  /** Where each declaration's wording comes from, in the declarations' order. */
  declarationSources: DeclarationSource[];
  systemPrompt: RenderedPrompt;
  curation: HistoryCurationView;
}

/**
 * Assembles everything one turn sends: the system instruction, one declaration per
 * registered tool, and the contents — the environment message, the curated history, the
 * IDE context message (its own user message, when there is one), this turn's user message
 * (with `@` content and BeforeAgent hook context) and any activate_skill exchanges.
 * Each part is estimated on its own; a layer's tokens are the sum of its parts.
 */
export function buildTurnRequest(options: TurnRequestOptions): TurnRequestResult {
  const { promptInput, environment, turn } = options;
  const systemPrompt = options.systemPrompt ?? renderSystemPrompt(promptInput);
  const sourced = options.toolNames
    ? toolDeclarationsFor(options.toolNames).map((declaration) => ({
        declaration,
        source: {
          kind: 'ours',
          why: isReleaseVersion(promptInput.cliVersion) ? 'no-release-code' : 'revision',
        } satisfies DeclarationSource,
      }))
    : sourcedToolDeclarations(promptInput);
  const declarations = sourced.map((entry) => entry.declaration);
  const [environmentMessage] = getInitialChatHistory(environment);
  const curation = markHistoryCuration(options.history);
  const baseParts = turn.atExpansion ? turn.atExpansion.parts : [{ text: turn.text }];
  const userParts = applyBeforeAgentHooks(baseParts, turn.beforeAgentHooks ?? []);
  const ideMessage: Content | null =
    turn.ide && turn.ide.kind !== 'none'
      ? { role: 'user', parts: [{ text: turn.ide.text }] }
      : null;
  const skills = turn.skillActivations ?? [];

  const contents: Content[] = [
    ...(environmentMessage ? [environmentMessage] : []),
    ...curation.curated,
    ...(ideMessage ? [ideMessage] : []),
    { role: 'user', parts: userParts },
    ...skills.flatMap((skill) => [skill.call, skill.response]),
  ];
  const layers: TurnLayer[] = [
    makeLayer('system', 'System instruction', systemLayerParts(systemPrompt)),
    makeLayer('tools', 'Tool declarations', toolLayerParts(declarations)),
    makeLayer('environment', 'Environment context', [
      {
        label: 'Environment message',
        tokens: estimateTokenCount(environmentMessage?.parts ?? []),
        text: partsCountText(environmentMessage?.parts ?? []),
      },
    ]),
    makeLayer('history', 'History (curated)', historyLayerParts(curation.curated)),
  ];
  if (ideMessage && turn.ide) {
    layers.push(
      makeLayer('ide', 'IDE context', [
        {
          label: `Editor state (${turn.ide.kind})`,
          tokens: estimateTokenCount(ideMessage.parts ?? []),
          text: partsCountText(ideMessage.parts ?? []),
        },
      ]),
    );
  }
  layers.push(makeLayer('turn', 'This turn', turnLayerParts(userParts)));
  if (skills.length > 0) {
    layers.push(
      makeLayer(
        'skills',
        'Skill activations',
        skills.flatMap((skill) => [
          {
            label: `activate_skill ${skill.skillName}`,
            tokens: estimateTokenCount(skill.call.parts ?? []),
            text: partsCountText(skill.call.parts ?? []),
          },
          {
            label: `${skill.skillName} instructions`,
            tokens: estimateTokenCount(skill.response.parts ?? []),
            text: partsCountText(skill.response.parts ?? []),
          },
        ]),
      ),
    );
  }
  const request: TurnRequestBody = {
    model: modelIdInForce(promptInput),
    systemInstruction: { parts: [{ text: systemPrompt.text }] },
    tools: [{ functionDeclarations: declarations }],
    contents,
  };
  return {
    request,
    layers,
    totalTokens: layers.reduce((sum, layer) => sum + layer.tokens, 0),
    json: JSON.stringify(request, null, 2),
    declarationSources: sourced.map((entry) => entry.source),
    systemPrompt,
    curation,
  };
}
