import { memo, useState } from 'react';
import { PLAYGROUND_HISTORY_SCALES, type EnvironmentInput } from '../../../core';
import type { PlanSettings, PlanView } from '../../../workers/compression/protocol';
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
import { BusySpinner } from './BusySpinner';

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
  const { view } = plan;
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
        {plan.step !== null && <BusySpinner />}
        {plan.step !== null
          ? (STEP_TEXT[plan.step] ?? 'Working…')
          : view
            ? `Planned in ${view.timings.planMs.toFixed(1)} ms in the worker (parse ${view.timings.parseMs.toFixed(1)} ms)`
            : ''}
      </p>
      {view && (
        <PlanResults
          view={view}
          version={plan.version}
          scale={scale}
          onScale={onScale}
          settings={settings}
          environment={environment}
        />
      )}
    </div>
  );
}

interface PlanResultsProps extends Omit<Props, 'plan'> {
  view: PlanView;
  version: number;
}

/**
 * Everything drawn from one plan. Memoised: the worker's progress steps and a click that only
 * starts the next plan re-render the status line above, not a 10,000-message plan's views.
 */
const PlanResults = memo(function PlanResults({
  view,
  version,
  scale,
  onScale,
  settings,
  environment,
}: PlanResultsProps) {
  const [expanded, setExpanded] = useState<{ version: number; index: number } | null>(null);
  const open = expanded?.version === version ? expanded.index : null;
  return (
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
        onToggle={(index) => setExpanded(open === index ? null : { version, index })}
      />
      {open !== null && <MessageDetailView index={open} onClose={() => setExpanded(null)} />}
      <h3 className="cmp-section-title">Summary</h3>
      <SummaryPanel key={version} view={view} settings={settings} environment={environment} />
    </>
  );
});
