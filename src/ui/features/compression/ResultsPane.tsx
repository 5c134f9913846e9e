import { useState } from 'react';
import { PLAYGROUND_HISTORY_SCALES, type EnvironmentInput } from '../../../core';
import type { PlanSettings } from '../../../workers/compression/protocol';
import { MessageDetailView } from './MessageDetailView';
import { PlanSummary } from './PlanSummary';
import { SummaryPanel } from './SummaryPanel';
import { Timeline } from './Timeline';
import { TimelineLegend } from './TimelineLegend';
import type { TimelineScale } from './timelineLayout';
import { TriggerGauge } from './TriggerGauge';
import { VocabularyFigures } from './VocabularyFigures';
import { WorkerHealthNotice } from './WorkerHealthNotice';
import type { CompressionPlanState } from './useCompressionPlan';

interface Props {
  plan: CompressionPlanState;
  scale: TimelineScale;
  onScale: (scale: TimelineScale) => void;
  settings: PlanSettings;
  environment: EnvironmentInput;
}

const STEP_TEXT: Record<string, string> = {
  queued: 'Waiting for the worker…',
  parsing: 'Parsing the history…',
  planning: 'Curating, truncating and finding the split…',
  measuring: 'Measuring messages…',
};

/** Progress, the trigger gauge, the plan's facts, the timeline and the summary run. */
export function ResultsPane({ plan, scale, onScale, settings, environment }: Props) {
  const [expanded, setExpanded] = useState<{ version: number; index: number } | null>(null);
  const { view } = plan;
  const open = expanded?.version === plan.version ? expanded.index : null;
  return (
    <div className="cmp-results">
      <WorkerHealthNotice />
      <p
        className="cmp-progress"
        role="status"
        data-testid="plan-status"
        aria-busy={plan.step !== null}
        data-plan-version={plan.version}
        data-plan-ms={view?.timings.planMs}
        data-parse-ms={view?.timings.parseMs}
        data-rows-ms={view?.timings.rowsMs}
      >
        {plan.step !== null && <span className="cmp-spinner" aria-hidden="true" />}
        {plan.step !== null
          ? (STEP_TEXT[plan.step] ?? 'Working…')
          : view
            ? `Planned in ${view.timings.planMs.toFixed(1)} ms in the worker (parse ${view.timings.parseMs.toFixed(1)} ms)`
            : ''}
      </p>
      {view && (
        <>
          <TriggerGauge trigger={view.trigger} />
          <VocabularyFigures view={view} />
          <div className="cmp-scale" role="radiogroup" aria-label="Bar size">
            {PLAYGROUND_HISTORY_SCALES.map((s) => (
              <label key={s} className="cmp-check">
                <input
                  type="radio"
                  name="cmp-scale"
                  checked={scale === s}
                  onChange={() => onScale(s)}
                />
                {s === 'chars' ? 'Characters (the split’s unit)' : 'Tokens (CLI estimate)'}
              </label>
            ))}
          </div>
          <PlanSummary view={view} scale={scale} />
          <TimelineLegend />
          <Timeline
            view={view}
            scale={scale}
            expanded={open}
            onToggle={(index) =>
              setExpanded(open === index ? null : { version: plan.version, index })
            }
          />
          {open !== null && <MessageDetailView index={open} onClose={() => setExpanded(null)} />}
          <h3 className="cmp-section-title">Summary</h3>
          <SummaryPanel
            key={plan.version}
            view={view}
            settings={settings}
            environment={environment}
          />
        </>
      )}
    </div>
  );
}
