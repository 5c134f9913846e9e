import type { TurnLayer } from '../../../core';
import { Tokens } from './Tokens';

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** A stacked bar of the request's layers, with a legend that carries the numbers. */
export function LayerBar({ layers, total }: { layers: readonly TurnLayer[]; total: number }) {
  const summary = layers
    .map((layer) => `${layer.label} ${percent(layer.tokens, total).toFixed(1)}%`)
    .join(', ');
  return (
    <div className="ctx-layerbar-wrap">
      <div className="ctx-layerbar" role="img" aria-label={`Layers of the request: ${summary}`}>
        {layers.map((layer) => (
          <span
            key={layer.key}
            className={`ctx-seg ctx-layer-${layer.key}`}
            style={{ width: `${percent(layer.tokens, total)}%` }}
            title={`${layer.label}: ${layer.tokens.toLocaleString('en-US')} tokens`}
          />
        ))}
      </div>
      <ul className="ctx-legend" aria-label="Layer legend">
        {layers.map((layer) => (
          <li key={layer.key}>
            <span className={`ctx-swatch ctx-layer-${layer.key}`} aria-hidden="true" />
            {layer.label} <Tokens count={layer.tokens} />{' '}
            <span className="ctx-pct">{percent(layer.tokens, total).toFixed(1)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
