/**
 * The session view (issue 32): what a whole session of the current configuration costs,
 * request by request. The conversation and settings on the left; on the right the totals,
 * the plots, the per-request table and the price table. The what-if, compare and replay
 * panels sit between the plots and the table.
 */
import { memo, useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import {
  getSessionWorkerHealth,
  prewarmSessionWorker,
  subscribeSessionWorkerHealth,
  type SimulationInput,
} from '../../../workers/session/client';
import { useConfigStore } from '../../store/configStore';
import { CompareSessions } from './CompareSessions';
import { ConversationPicker } from './ConversationPicker';
import { CostPlot } from './CostPlot';
import { PriceTable } from './PriceTable';
import { ReplayPanel } from './ReplayPanel';
import { RequestTable } from './RequestTable';
import { SessionProgressNote } from './SessionProgressNote';
import { SessionSettingsForm } from './SessionSettingsForm';
import { SessionTotals } from './SessionTotals';
import { SessionWorkerNotice } from './SessionWorkerNotice';
import { TokenBars } from './TokenBars';
import { useSessionInput } from './useSessionInput';
import { useSessionSimulation, type SessionFigures } from './useSessionSimulation';
import { WhatIfPanel } from './WhatIfPanel';
import './session.css';

interface ResultsProps {
  input: SimulationInput | null;
  problem: string | null;
}

/** The simulation's figures, or where it stands (waiting, empty, failed). */
function SessionResults({ input, problem }: ResultsProps) {
  const simulation = useSessionSimulation(input);
  const { figures, running, progress, error } = simulation;
  if (problem !== null) {
    return (
      <p className="ses-empty" data-testid="session-empty">
        {problem}
      </p>
    );
  }
  if (error !== null && !running) {
    return (
      <p className="notice notice-error" role="alert" data-testid="session-error">
        {error}
      </p>
    );
  }
  if (figures === null) return <SessionProgressNote progress={progress} />;
  return (
    <>
      {running && <SessionProgressNote progress={progress} />}
      <FiguresShown figures={figures} />
    </>
  );
}

/**
 * The figures of one finished simulation. Memoised on them: the progress of the next
 * simulation re-renders the note above, not the totals, plots, panels and table. The totals
 * come first: the rest follows in a render of its own (deferred, which React may interrupt),
 * so a change shows its totals without waiting for the plots, panels and table to render.
 */
const FiguresShown = memo(function FiguresShown({ figures }: { figures: SessionFigures }) {
  const details = useDeferredValue<SessionFigures | null>(figures, null);
  return (
    <>
      <SessionTotals result={figures.result} label={figures.label} />
      {details && <FigureDetails figures={details} />}
    </>
  );
});

/** The plots, the what-if and comparison panels, the replay panel and the request table. */
const FigureDetails = memo(function FigureDetails({ figures }: { figures: SessionFigures }) {
  const { result } = figures;
  return (
    <>
      <div className="ses-plots">
        <CostPlot result={result} shapes={figures.plots} />
        <TokenBars result={result} shapes={figures.plots} />
      </div>
      <SessionComparisons input={figures.input} />
      <ReplayPanel
        result={result}
        prefix={figures.input.prefix}
        conversation={figures.conversation}
      />
      <RequestTable result={result} />
    </>
  );
});

/**
 * The what-if and the comparison, over the session the figures above come from: they start
 * once its simulation has finished (not on every change while it runs), with the
 * configuration as it was when those figures arrived.
 */
function SessionComparisons({ input }: { input: SimulationInput }) {
  const shown = useMemo(() => ({ input, config: useConfigStore.getState().config }), [input]);
  return (
    <>
      <WhatIfPanel state={shown.config} session={shown.input} />
      <CompareSessions state={shown.config} session={shown.input} />
    </>
  );
}

function SessionSimulator() {
  const { input, problem, samples, model } = useSessionInput();
  // A new start of the worker after it was given up on simulates again (a fresh hook).
  const retries = useSyncExternalStore(
    subscribeSessionWorkerHealth,
    () => getSessionWorkerHealth().retries,
  );
  useEffect(prewarmSessionWorker, []);
  return (
    <div className="ses-view" data-testid="session-view">
      <div className="ses-setup">
        <ConversationPicker samples={samples} />
        <SessionSettingsForm model={model} />
      </div>
      <div className="ses-main">
        <SessionWorkerNotice />
        <SessionResults key={retries} input={input} problem={problem} />
        <PriceTable model={model} />
      </div>
    </div>
  );
}

/** The session view (lazily loaded). */
export default function SessionView() {
  return (
    <FeatureErrorBoundary what="The session view">
      <SessionSimulator />
    </FeatureErrorBoundary>
  );
}
