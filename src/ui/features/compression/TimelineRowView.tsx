import type { ReactNode } from 'react';
import type { TimelineRow } from '../../../workers/compression/protocol';
import { barPercent, rowSize, type TimelineScale } from './timelineLayout';

interface Props {
  row: TimelineRow;
  index: number;
  top: number;
  max: number;
  scale: TimelineScale;
  summarised: boolean;
  isSplit: boolean;
  isTarget: boolean;
  targetLabel: ReactNode;
  expanded: boolean;
  onToggle: (index: number) => void;
}

const KIND_LABEL: Record<TimelineRow['kind'], string> = {
  text: 'text',
  call: 'call',
  response: 'output',
  mixed: 'mixed',
  other: 'other',
};

/** One message of the timeline: role, kind, a bar sized by characters or tokens, a label. */
export function TimelineRowView(props: Props) {
  const { row, index, max, scale, summarised, isSplit, isTarget, expanded } = props;
  const size = rowSize(row, scale);
  const before = scale === 'tokens' ? row.originalTokens : row.originalChars;
  const classes = [
    'cmp-row',
    summarised ? 'is-summarised' : 'is-kept',
    isSplit ? 'is-split' : '',
    isTarget ? 'is-target' : '',
    row.truncated ? 'is-truncated' : '',
  ].join(' ');
  const description = `Message ${index}, ${row.role} ${KIND_LABEL[row.kind]}, ${size.toLocaleString('en-US')} ${scale}${row.validSplit ? ', valid split point' : ''}${row.truncated ? ', truncated' : ''}, ${summarised ? 'summarised' : 'kept'}`;
  return (
    <li
      className={classes}
      style={{ top: props.top }}
      data-index={index}
      data-testid={isSplit ? 'split-row' : undefined}
      aria-label={description}
    >
      {isSplit && <span className="cmp-split-label">Split: kept from message {index}</span>}
      <span className="cmp-row-index">{index}</span>
      <span className={`cmp-role cmp-role-${row.role === 'user' ? 'user' : 'model'}`}>
        {row.role === 'user' ? 'U' : 'M'}
      </span>
      <span className={`cmp-kind cmp-kind-${row.kind}`}>{KIND_LABEL[row.kind]}</span>
      <span
        className={`cmp-split-mark ${row.validSplit ? 'is-valid' : ''}`}
        title={row.validSplit ? 'Valid split point (plain user message)' : undefined}
        aria-hidden="true"
      />
      <span className="cmp-bar-track" aria-hidden="true">
        {before !== size && (
          <span
            className="cmp-bar cmp-bar-before"
            style={{ width: `${barPercent(before, max)}%` }}
          />
        )}
        <span className="cmp-bar" style={{ width: `${barPercent(size, max)}%` }} />
      </span>
      <span className="cmp-row-label" title={row.label}>
        {row.label}
      </span>
      {/* The row's last cell: the truncation toggle and, on the 70% row, its label (in the
          cell, so it never lies over another row's text). */}
      <span className="cmp-row-end">
        {row.truncated && (
          <button
            type="button"
            className="cmp-row-toggle"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Hide' : 'Show'} message ${index} before and after truncation`}
            onClick={() => props.onToggle(index)}
          >
            truncated {expanded ? '▴' : '▾'}
          </button>
        )}
        {isTarget && <span className="cmp-target-label">{props.targetLabel}</span>}
      </span>
    </li>
  );
}
