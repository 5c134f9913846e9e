import { useMemo } from 'react';
import { segmentText, type KeyedSpan } from '../../../core';
import { useUiStore } from '../../store/uiStore';
import { swatchBackground } from '../palette';
import { useRevealRequest } from './revealRequest';
import { targetSwatch } from './spanPalette';
import { useSegmentTokens } from '../../tokens/useSegmentTokens';

interface SpanMeterProps {
  /** Accessible name of the meter, e.g. "Asimi prompt tokens". */
  label: string;
  text: string;
  spans: readonly KeyedSpan[];
  titleOf: (key: string) => string;
  testId?: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * A generic token meter for any prompt cut into spans: the worker-counted total, a bar of the
 * parts and a table whose rows add up to the total. Hovering a part highlights it in the
 * preview; choosing it reveals it there.
 */
export function SpanMeter({ label, text, spans, titleOf, testId }: SpanMeterProps) {
  const segments = useMemo(() => segmentText(text, spans), [text, spans]);
  const tokens = useSegmentTokens(segments);
  const activeSection = useUiStore((s) => s.activeSection);
  const setActiveSection = useUiStore((s) => s.setActiveSection);
  const reveal = useRevealRequest((s) => s.reveal);
  const rows = tokens.breakdown?.rows ?? [];
  const total = tokens.breakdown?.total ?? null;
  return (
    <section className="span-meter" aria-label={label} data-testid={testId}>
      <div className="span-meter-head">
        <output className="span-meter-total" aria-label={`${label}: total`}>
          {total === null ? '…' : fmt(total)}
        </output>
        <span className="span-meter-unit">
          tokens ({tokens.encoding}) · {fmt(text.length)} characters
          {tokens.stale && total !== null ? ' · counting…' : ''}
        </span>
      </div>
      {tokens.error && <p className="error-text">Counting failed: {tokens.error}</p>}
      <div className="span-meter-bar" aria-hidden="true">
        {rows.map((row, index) => (
          <span
            key={row.key}
            className={`span-meter-segment${row.key === activeSection ? ' is-active' : ''}`}
            style={{
              flexGrow: Math.max(row.tokens, 1),
              background: swatchBackground(targetSwatch(index)),
            }}
            title={`${index + 1}. ${titleOf(row.key)}: ${fmt(row.tokens)} tokens`}
          />
        ))}
      </div>
      <table className="span-meter-table">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Tokens</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.key}
              className={row.key === activeSection ? 'is-active' : undefined}
              onMouseEnter={() => setActiveSection(row.key)}
            >
              <th scope="row">
                <button type="button" className="span-meter-part" onClick={() => reveal(row.key)}>
                  <span
                    className="span-meter-swatch"
                    style={{ background: swatchBackground(targetSwatch(index)) }}
                    aria-hidden="true"
                  />
                  {index + 1}. {titleOf(row.key)}
                </button>
              </th>
              <td>{fmt(row.tokens)}</td>
              <td>{(Math.round(row.share * 1000) / 10).toFixed(1)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
