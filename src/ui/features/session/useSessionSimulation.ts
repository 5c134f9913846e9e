/**
 * Runs the session in the worker whenever its input changes and keeps the newest figures. A
 * change after the input stood still (a toggle, a switch, the first keystroke) is simulated at
 * once; a change that follows another within {@link SIMULATE_AFTER_MS} (typing in a price)
 * waits until the input stays still that long, so typing does not start a simulation per
 * keystroke. An older simulation's result never replaces a newer one's (the client settles it
 * as `superseded`), and the last figures stay on screen while the next ones are worked out.
 */
import { useEffect, useRef, useState } from 'react';
import type { SessionConversation, SessionPlotShapes, SessionResult } from '../../../core';
import {
  simulateInWorker,
  type SessionProgress,
  type SimulationInput,
} from '../../../workers/session/client';

/** How long a run of quick changes (typing) must pause before a simulation starts. */
export const SIMULATE_AFTER_MS = 120;

/** The figures of one finished simulation. */
export interface SessionFigures {
  result: SessionResult;
  label: string;
  messages: number;
  /** The start of the conversation a replay can send (see core's `replayableConversation`). */
  conversation: () => SessionConversation;
  /** The plots' shapes, made in the worker. */
  plots: SessionPlotShapes;
  input: SimulationInput;
}

export interface SessionSimulation {
  running: boolean;
  progress: SessionProgress | null;
  figures: SessionFigures | null;
  /** The conversation could not be read, or the simulation failed. */
  error: string | null;
}

const IDLE: SessionSimulation = { running: false, progress: null, figures: null, error: null };

/** The newest simulation of `input` (null: nothing to simulate). */
export function useSessionSimulation(input: SimulationInput | null): SessionSimulation {
  const [state, setState] = useState<SessionSimulation>(IDLE);
  const lastChangeAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (input === null) return;
    const now = Date.now();
    const settled = now - lastChangeAt.current >= SIMULATE_AFTER_MS;
    lastChangeAt.current = now;
    let live = true;
    setState((s) => ({ ...s, running: true, progress: null, error: null }));
    const timer = setTimeout(
      () => {
        simulateInWorker(input, (progress) => {
          if (live) setState((s) => ({ ...s, progress }));
        }).then(
          (outcome) => {
            if (!live || outcome.kind === 'superseded') return;
            if (outcome.kind === 'invalid') {
              setState({ running: false, progress: null, figures: null, error: outcome.message });
              return;
            }
            const { result, label, messages, plots } = outcome;
            const conversation = () => outcome.conversation;
            const figures = { result, label, messages, conversation, plots, input };
            setState({ running: false, progress: null, figures, error: null });
          },
          (error: unknown) => {
            if (!live) return;
            const message = error instanceof Error ? error.message : String(error);
            setState((s) => ({ ...s, running: false, progress: null, error: message }));
          },
        );
      },
      settled ? 0 : SIMULATE_AFTER_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input]);
  return input === null ? IDLE : state;
}
