/**
 * Counting both sides of a comparison with the meter's encoding in the token-count worker
 * (the same pieces as the meter, so the figures match it), then comparing them in core.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  comparePrompts,
  firstDifference,
  prefixHead,
  segmentText,
  type CountedPrompt,
  type PromptComparison,
  type TextSegment,
} from '../../../core';
import { chunkForCounting } from '../../../core';
import { countInWorker } from '../../../workers/tokenCount/client';
import type { TokenEncoding } from '../../../workers/tokenCount/protocol';
import type { CompareSide } from './sources';

/** A comparison with the worker time it took. */
export interface CountedComparison extends PromptComparison {
  encoding: TokenEncoding;
  workerMs: number;
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A stable id per rendered prompt object: sides render once per configuration. */
function idOf(value: object): number {
  let id = ids.get(value);
  if (id === undefined) {
    id = nextId++;
    ids.set(value, id);
  }
  return id;
}

const segmentsOf = new WeakMap<object, TextSegment[]>();

function segments(side: CompareSide): TextSegment[] {
  let found = segmentsOf.get(side.system);
  if (!found) {
    found = segmentText(side.system.text, side.system.sections);
    segmentsOf.set(side.system, found);
  }
  return found;
}

/** The worker-counted comparison of two sides; the previous figures stay while re-counting. */
export function comparisonQuery(encoding: TokenEncoding, a: CompareSide, b: CompareSide) {
  return queryOptions({
    queryKey: ['compare', encoding, idOf(a.system), idOf(b.system)] as const,
    queryFn: async (): Promise<CountedComparison> => {
      const segA = segments(a);
      const segB = segments(b);
      const pieces = [...segA, ...segB].map((segment) => chunkForCounting(segment.text));
      const counted = await countInWorker(encoding, pieces);
      const sideA: CountedPrompt = {
        text: a.system.text,
        segments: segA,
        counts: counted.counts.slice(0, segA.length),
      };
      const sideB: CountedPrompt = {
        text: b.system.text,
        segments: segB,
        counts: counted.counts.slice(segA.length),
      };
      const head = prefixHead(sideA, firstDifference(sideA.text, sideB.text));
      let headTokens = 0;
      let workerMs = counted.elapsedMs;
      if (head !== '' && sideA.text !== sideB.text) {
        const headCount = await countInWorker(encoding, [chunkForCounting(head)]);
        headTokens = headCount.counts[0] ?? 0;
        workerMs += headCount.elapsedMs;
      }
      return { ...comparePrompts(sideA, sideB, () => headTokens), encoding, workerMs };
    },
    placeholderData: keepPreviousData,
    retry: 2,
    retryDelay: 500,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
