import { useUiStore } from '../../store/uiStore';
import { useRevealRequest } from '../../components/spans/revealRequest';
import type { MeterModel } from './meterRows';
import { swatchBackground } from '../../components/palette';

/** Per-section tokens, characters, share and savings; the rows add up to the total row. */
export function BreakdownTable({ model, label }: { model: MeterModel; label: string }) {
  const activeSection = useUiStore((s) => s.activeSection);
  const setActiveSection = useUiStore((s) => s.setActiveSection);
  const reveal = useRevealRequest((s) => s.reveal);
  return (
    <table className="breakdown-table" onMouseLeave={() => setActiveSection(null)}>
      <caption>Tokens per section ({label})</caption>
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Tokens</th>
          <th scope="col">Chars</th>
          <th scope="col">Share</th>
          <th scope="col">Turning it off</th>
        </tr>
      </thead>
      <tbody>
        {model.rows.map((row) => (
          <tr
            key={row.key}
            data-section={row.key}
            className={row.key === activeSection ? 'is-active' : undefined}
            onMouseEnter={() => setActiveSection(row.key)}
          >
            <th scope="row">
              <button
                type="button"
                className="breakdown-section"
                onFocus={() => setActiveSection(row.key)}
                onClick={() => reveal(row.key)}
                title={`Show ${row.title} in the prompt`}
              >
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={{ background: swatchBackground(row.swatch) }}
                >
                  {row.number}
                </span>
                {row.title}
              </button>
            </th>
            <td>{row.tokens}</td>
            <td>{row.chars}</td>
            <td>{row.percent.toFixed(1)}%</td>
            <td title={`Set ${row.switchHint}`}>saves {row.savesIfOff} tokens</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{model.total}</td>
          <td>{model.chars}</td>
          <td>100%</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
