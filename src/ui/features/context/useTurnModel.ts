import { useMemo } from 'react';
import {
  activeImportedPrompt,
  buildIdeContextInjection,
  buildTurnRequest,
  expandAtReferences,
  getInitialChatHistory,
  hasPendingToolCall,
  toEnvironmentInput,
  discoverPlaygroundMemory,
  toPromptInput,
  type AtExpansionResult,
  type IdeContextInjection,
  type MemoryDiscoveryResult,
  type PromptInput,
  type SkillActivation,
  type TurnRequestResult,
} from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { usePromptTextArrivals } from '../../prompt/promptTexts';
import { toIdeState } from './ideState';
import { buildSkillActivations } from './skills';
import { withoutEnvironmentMessage } from './turnHistory';
import { useTurnHistory, type TurnHistory } from './useTurnHistory';

/** Everything the "Turn & context" view derives from the configuration. */
export interface TurnModel {
  promptInput: PromptInput;
  discovery: MemoryDiscoveryResult;
  /** The `@` expansion, or null when the message has no `@`. */
  at: AtExpansionResult | null;
  /** The IDE context of this turn, or null when no IDE is connected. */
  ide: IdeContextInjection | null;
  /** The history ends with a model function call (so nothing from the IDE is sent). */
  historyPending: boolean;
  history: TurnHistory;
  skills: SkillActivation[];
  result: TurnRequestResult | null;
  error: string | null;
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Derives the turn request and its inputs; recomputed only when the configuration changes. */
export function useTurnModel(): TurnModel {
  const config = useConfigStore((s) => s.config);
  const history = useTurnHistory();
  // A release's prompt and tool declarations are its own once its bundle has arrived.
  const arrivals = usePromptTextArrivals();
  return useMemo((): TurnModel => {
    const { gemini, workspace, environment, context } = config;
    const promptInput = toPromptInput(config);
    const discovery = discoverPlaygroundMemory(gemini, workspace.files, environment.workspaceDirs);
    const environmentInput = toEnvironmentInput(config);
    const base = { promptInput, discovery, history, at: null, ide: null, historyPending: false };
    try {
      const envText = getInitialChatHistory(environmentInput)[0]?.parts?.[0]?.text ?? '';
      const past = withoutEnvironmentMessage(history.history, envText);
      const historyPending = hasPendingToolCall(past);
      const at = context.turnText.includes('@')
        ? expandAtReferences({
            message: context.turnText,
            files: workspace.files,
            cwd: gemini.cwd,
            workspaceDirs: environment.workspaceDirs,
          })
        : null;
      const ide = context.ideEnabled
        ? buildIdeContextInjection(
            context.ideTurn > 1 ? toIdeState(context.idePrevious) : null,
            toIdeState(context.ide),
            { toolCallPending: context.toolCallPending || historyPending },
          )
        : null;
      const skills = buildSkillActivations(context.skillActivations, context.afterToolHooks);
      const result = buildTurnRequest({
        promptInput,
        // An imported prompt shown in the preview is the system instruction here too.
        systemPrompt: activeImportedPrompt(config),
        environment: environmentInput,
        history: past,
        turn: {
          text: context.turnText,
          atExpansion: at,
          ide,
          beforeAgentHooks: context.beforeAgentHooks,
          skillActivations: skills,
        },
      });
      return { ...base, at, ide, historyPending, skills, result, error: null };
    } catch (error) {
      return { ...base, skills: [], result: null, error: message(error) };
    }
  }, [config, history, arrivals]); // eslint-disable-line react-hooks/exhaustive-deps
}
