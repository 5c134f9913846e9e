import { useCallback, useEffect, useState } from 'react';
import { ThreePanes } from '../../shell/ThreePanes';
import { useConfig, useConfigStore } from '../../store/configStore';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { CompressionControls } from './CompressionControls';
import { HistoryPane } from './HistoryPane';
import { HistoryFileActions } from './HistoryFileActions';
import { HistorySourcePicker } from './HistorySourcePicker';
import { prewarmCompressionWorker } from '../../../workers/compression/client';
import { ResultsPane } from './ResultsPane';
import type { TimelineScale } from './timelineLayout';
import { useCompressionPlan } from './useCompressionPlan';
import { useHistorySource } from '../../history/useHistorySource';
import { useEnvironmentInput, usePlanSettings } from './usePlanSettings';
import './compression.css';

/** The simulator: setup | history JSON | timeline, trigger, summary and result. */
function CompressionSimulator() {
  const [failedAttempt, setFailedAttempt] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const history = useHistorySource();
  const settings = usePlanSettings(failedAttempt, sessionId);
  const environment = useEnvironmentInput();
  const plan = useCompressionPlan(history.source, settings);
  const scale = useConfig((c) => c.compression.scale);
  const patch = useConfigStore((s) => s.patch);
  const onEdit = useCallback(
    (text: string) =>
      patch('compression', { customHistory: text }, { coalesceKey: 'compression-history' }),
    [patch],
  );
  const onScale = useCallback(
    (next: TimelineScale) => patch('compression', { scale: next }),
    [patch],
  );
  useEffect(prewarmCompressionWorker, []);

  const setup = (
    <div className="cmp-setup">
      <HistorySourcePicker
        samples={history.samples}
        current={history.sample}
        origin={history.origin}
      />
      <HistoryFileActions origin={history.origin} text={history.text} />
      <CompressionControls
        failedAttempt={failedAttempt}
        onFailedAttempt={setFailedAttempt}
        sessionId={sessionId}
        onSessionId={setSessionId}
      />
    </div>
  );
  return (
    <ThreePanes
      id="compression-view"
      panes={[
        { id: 'compression-setup', title: 'Setup', content: setup, defaultSize: '22' },
        {
          id: 'compression-history',
          title: 'History',
          content: <HistoryPane history={history} plan={plan} onEdit={onEdit} />,
          defaultSize: '36',
        },
        {
          id: 'compression-results',
          title: 'Timeline and summary',
          content: (
            <ResultsPane
              plan={plan}
              scale={scale}
              onScale={onScale}
              settings={settings}
              environment={environment}
            />
          ),
          defaultSize: '42',
        },
      ]}
    />
  );
}

/** The compression simulator (lazily loaded view). */
export default function CompressionView() {
  return (
    <FeatureErrorBoundary what="The compression simulator">
      <CompressionSimulator />
    </FeatureErrorBoundary>
  );
}
