import { memo } from 'react';
import { isReleaseVersion } from '../../../core';
import { useConfig } from '../../store/configStore';
import { BreakdownTable } from './BreakdownTable';
import { ContextGauge } from './ContextGauge';
import { ExactCountCard } from './ExactCountCard';
import { describeEncoding } from './encodingLabels';
import { HeuristicCard } from './HeuristicCard';
import { MeterVersion } from './MeterVersion';
import { SecondaryEncodingCard } from './SecondaryEncodingCard';
import { StackedBar } from './StackedBar';
import { TotalTokensCard } from './TotalTokensCard';
import { useOpeningRequest } from './useOpeningRequest';
import { useLivePromptSegments } from '../../prompt/usePromptSegments';
import { WhatChanged } from './WhatChanged';
import { useTokenCountPrefetch } from './useTokenCountPrefetch';
import { useTokenMeter } from './useTokenMeter';
import { useModelVocabulary } from './useVocabularyStatus';
import { WorkerRestartNotice } from './WorkerRestartNotice';
import { sameGaugeProps } from './meterMemo';

// A keystroke renders the meter once its count has arrived (`useLivePromptSegments`), or
// uncounted when the count is slow; other renders (an encoding switch, the vocabulary's
// progress) leave these parts alone unless their own figures change.
const Gauge = memo(ContextGauge, sameGaugeProps);
const Bar = memo(StackedBar);
const Table = memo(BreakdownTable);
const Version = memo(MeterVersion);
const RestartNotice = memo(WorkerRestartNotice);
const Changes = memo(WhatChanged);

/** The Gemini prompt's token meter: the chosen vocabulary's figures, comparisons, gauge, table. */
export function TokenMeter() {
  useTokenCountPrefetch();
  const meter = useTokenMeter();
  const encoding = useConfig((c) => c.tokens.encoding);
  const modelVocabulary = useModelVocabulary();
  const shown = describeEncoding(meter.countedEncoding ?? encoding, modelVocabulary);
  const { hash } = useLivePromptSegments();
  const total = meter.model?.total ?? null;
  const opening = useOpeningRequest(meter.text, total);
  const version = useConfig((c) => c.gemini.cliVersion);
  return (
    <section className="token-meter" aria-label="Token meter">
      <Version />
      <RestartNotice />
      <div className="meter-cards">
        <TotalTokensCard meter={meter} />
        {encoding === 'gemma3' && <SecondaryEncodingCard primary={total} />}
        <HeuristicCard tokens={meter.heuristic} total={total} />
        <ExactCountCard text={meter.text} hash={hash} estimate={total} />
      </div>
      <Gauge opening={opening} encoding={meter.countedEncoding ?? encoding} />
      {meter.model && (
        <>
          <Bar rows={meter.model.rows} total={meter.model.total} />
          <Table model={meter.model} label={`${shown.name}, ${shown.badge}`} />
        </>
      )}
      {isReleaseVersion(version) && <Changes />}
      <p className="meter-footnote">
        {shown.sentence} The Gemini API&apos;s countTokens adds about one token per message for the
        role framing. Each section&apos;s figure includes the blank line before it, so the rows add
        up to the total.
      </p>
    </section>
  );
}
