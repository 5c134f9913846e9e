import { useEffect, useMemo, useRef, useState } from 'react';
import { rowAt, type PlanView } from '../../../workers/compression/protocol';
import { TimelineRowView } from './TimelineRowView';
import { maxRowSize, targetRowIndex, visibleWindow, type TimelineScale } from './timelineLayout';

const ROW_HEIGHT = 26;

interface Props {
  view: PlanView;
  scale: TimelineScale;
  expanded: number | null;
  onToggle: (index: number) => void;
}

/**
 * The viewport's height, as the size observer reports it after each layout. Until its first
 * report the window's height stands in (at least the viewport's, so the first frame has all
 * its rows): reading the element's height during a render or a commit would make the browser
 * lay out the page there and then, inside the task that shows a new plan.
 */
function useViewportHeight(node: HTMLDivElement | null): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    if (!node) return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) setHeight((entry.target as HTMLElement).clientHeight);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return height;
}

/** Every curated message as a bar, windowed so 10,000 messages scroll smoothly. */
export function Timeline({ view, scale, expanded, onToggle }: Props) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);
  const height = useViewportHeight(node);
  const { rows, split } = view;
  const max = useMemo(() => maxRowSize(rows, scale), [rows, scale]);
  const target = useMemo(() => targetRowIndex(rows, split.targetChars), [rows, split.targetChars]);
  const { start, end } = visibleWindow(scrollTop, height, ROW_HEIGHT, rows.count);
  // Short enough for the row's last cell; the full wording stays for screen readers.
  const targetLabel = (
    <>
      {Math.round(split.fraction * 100)}%<span className="visually-hidden"> of characters</span>{' '}
      reached
    </>
  );

  const jumpTo = (index: number) => {
    if (node) node.scrollTop = Math.max(0, index * ROW_HEIGHT - height / 2);
  };

  return (
    <div className="cmp-timeline">
      <div className="cmp-timeline-tools">
        <button type="button" className="btn" onClick={() => jumpTo(split.index)}>
          Jump to split
        </button>
        <span className="cmp-hint">
          {rows.count.toLocaleString('en-US')} messages · scroll or use the keyboard
        </span>
      </div>
      <div
        ref={setNode}
        className="cmp-timeline-viewport"
        tabIndex={0}
        role="region"
        aria-label="Message timeline"
        data-testid="timeline"
        onScroll={(e) => {
          const top = e.currentTarget.scrollTop;
          cancelAnimationFrame(frame.current);
          frame.current = requestAnimationFrame(() => setScrollTop(top));
        }}
      >
        <ol className="cmp-timeline-list" style={{ height: rows.count * ROW_HEIGHT }}>
          {Array.from({ length: end - start }, (_, offset) => {
            const index = start + offset;
            return (
              <TimelineRowView
                key={index}
                row={rowAt(rows, index)}
                index={index}
                top={index * ROW_HEIGHT}
                max={max}
                scale={scale}
                summarised={index < split.index}
                isSplit={index === split.index}
                isTarget={index === target}
                targetLabel={targetLabel}
                expanded={expanded === index}
                onToggle={onToggle}
              />
            );
          })}
        </ol>
        {split.index >= rows.count && rows.count > 0 && (
          <p className="cmp-hint">Split after the last message: everything is summarised.</p>
        )}
      </div>
    </div>
  );
}
