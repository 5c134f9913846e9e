import { useUiStore } from '../../store/uiStore';
import type { MeterRow } from './meterRows';
import { swatchBackground } from '../../components/palette';

/** Segments narrower than this share (percent) show no number inside. */
const LABEL_MIN_PERCENT = 4;

/** One bar split by section, each segment numbered like its table row. */
export function StackedBar({ rows, total }: { rows: MeterRow[]; total: number }) {
  const activeSection = useUiStore((s) => s.activeSection);
  const setActiveSection = useUiStore((s) => s.setActiveSection);
  const summary = rows.map((row) => `${row.number} ${row.title} ${row.percent}%`).join(', ');
  return (
    <div
      className="stacked-bar"
      role="img"
      aria-label={`Share of tokens per section: ${summary}`}
      onMouseLeave={() => setActiveSection(null)}
    >
      {total > 0 &&
        rows.map((row) => (
          <div
            key={row.key}
            className={`stacked-bar-segment${row.key === activeSection ? ' is-active' : ''}`}
            style={{ flexGrow: row.tokens, background: swatchBackground(row.swatch) }}
            title={`${row.number}. ${row.title}: ${row.tokens} tokens (${row.percent}%)`}
            onMouseEnter={() => setActiveSection(row.key)}
          >
            {row.percent >= LABEL_MIN_PERCENT && (
              <span className="segment-label">{row.number}</span>
            )}
          </div>
        ))}
    </div>
  );
}
