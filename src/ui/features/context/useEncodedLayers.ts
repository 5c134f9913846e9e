import { useMemo } from 'react';
import type { TurnLayer } from '../../../core';
import { useEncodedCounts } from '../../components/encodedTokenStore';
import { useLastCounted } from '../../components/useLastCounted';
import { useConfig } from '../../store/configStore';

/**
 * The request's layers counted in the meter's vocabulary: each part's text in the token
 * worker, each layer the sum of its parts, the total the sum of the layers. Null while any
 * part is still being counted.
 */
export function useEncodedLayers(
  layers: readonly TurnLayer[] | undefined,
): { layers: TurnLayer[]; total: number } | null {
  const encoding = useConfig((c) => c.tokens.encoding);
  const texts = useMemo(
    () => (layers ?? []).flatMap((layer) => layer.parts.map((part) => part.text ?? '')),
    [layers],
  );
  const counts = useEncodedCounts(encoding, texts);
  return useMemo(() => {
    if (!layers || counts.some((count) => count === null)) return null;
    let index = 0;
    const counted = layers.map((layer) => {
      const parts = layer.parts.map((part) => ({ ...part, tokens: counts[index++] ?? 0 }));
      return { ...layer, parts, tokens: parts.reduce((sum, part) => sum + part.tokens, 0) };
    });
    return { layers: counted, total: counted.reduce((sum, layer) => sum + layer.tokens, 0) };
    // `counts` is a new array each render; its values change only with the store version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layers, counts.join(',')]);
}

/**
 * {@link useEncodedLayers}, keeping the previous figures on screen while new ones are counted
 * (a vocabulary loading, an edit), with the vocabulary they were counted in.
 */
export function useCountedLayers(layers: readonly TurnLayer[] | undefined) {
  const encoding = useConfig((c) => c.tokens.encoding);
  return useLastCounted(useEncodedLayers(layers), encoding);
}
