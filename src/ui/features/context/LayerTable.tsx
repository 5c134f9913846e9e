import type { TurnLayer } from '../../../core';
import { Tokens } from './Tokens';

/** Each layer with its parts and their tokens (collapsed; the biggest parts first). */
export function LayerTable({ layers }: { layers: readonly TurnLayer[] }) {
  return (
    <div className="ctx-layer-table" data-testid="layer-table">
      {layers.map((layer) => (
        <details key={layer.key} className="ctx-message">
          <summary>
            <span className={`ctx-swatch ctx-layer-${layer.key}`} aria-hidden="true" />
            {layer.label} <Tokens count={layer.tokens} /> · {layer.parts.length}{' '}
            {layer.parts.length === 1 ? 'part' : 'parts'}
          </summary>
          <table className="ctx-table">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Tokens</th>
              </tr>
            </thead>
            <tbody>
              {layer.parts.map((part, index) => (
                <tr key={index}>
                  <td>{part.label}</td>
                  <td className="ctx-num">{part.tokens.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </div>
  );
}
