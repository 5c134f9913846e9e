/**
 * The session worker's comparison: one conversation ({@link readAndCount}, counted once)
 * simulated under two configurations' run inputs with core's `simulateSessionRunSteps`,
 * pausing between them and between the slices of each so pings and newer requests get in.
 */
import { finishInSlices, simulateSessionRunSteps, type SessionResult } from '../../core';
import type { CompareRequest } from './protocol';
import { readAndCount, type RunOutcome } from './runSimulation';
import type { WhatIfHost } from './runWhatIf';

export type CompareOutcome =
  | { kind: 'compared'; a: SessionResult; b: SessionResult; messages: number }
  | Exclude<RunOutcome, { kind: 'simulated' }>;

/** Runs one comparison request (see the file's comment). */
export async function runCompare(
  request: CompareRequest,
  countText: (text: string) => number,
  host: WhatIfHost,
): Promise<CompareOutcome> {
  const counted = await readAndCount(request, countText, host);
  if ('kind' in counted) return counted;
  const { conversation, messageTokens, compressionMemo } = counted;
  const results: SessionResult[] = [];
  for (const inputs of [request.a, request.b]) {
    if (!(await host.pause())) return { kind: 'superseded' };
    const steps = simulateSessionRunSteps(inputs, conversation, countText, {
      messageTokens,
      compressionMemo,
    });
    const result = await finishInSlices(steps, host.pause);
    if (!result) return { kind: 'superseded' };
    results.push(result);
    host.simulated(results.length, 2);
  }
  const [a, b] = results as [SessionResult, SessionResult];
  return { kind: 'compared', a, b, messages: conversation.contents.length };
}
