import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { cliTextLabel, describeSideDifferences, summarizeComparison } from '../../../core';
import { promptPartTitle } from '../../components/sectionLabels';
import { Tabs } from '../../components/Tabs';
import { MonacoDiffEditor } from '../../monaco/MonacoDiffEditor';
import { useConfig } from '../../store/configStore';
import { useUiStore } from '../../store/uiStore';
import { comparisonQuery } from './comparisonQuery';
import { CompareTable } from './CompareTable';
import { PrefixFigures } from './PrefixFigures';
import { SettingsDiff } from './SettingsDiff';
import { ShareComparison } from './ShareComparison';
import { describedSide } from './sideKinds';
import { SourcePicker } from './SourcePicker';
import type { CompareSide, ImportedPromptInput } from './sources';
import { useCompareSides } from './useCompareSides';
import './compare.css';

/**
 * Above this many characters (both prompts together) the diff editor waits for a click:
 * laying out two long texts and their differences costs the main thread seconds, while the
 * table, summary and prefix figures stay cheap.
 */
const AUTO_DIFF_MAX_CHARS = 120_000;

/** Line and column (1-based) of `offset` in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Which text a side shows: a release's own, our 2026-02 wording, or an imported file. */
function sideText(side: CompareSide): string {
  return side.config ? cliTextLabel(side.config.gemini.cliVersion) : 'an imported text';
}

/**
 * Two prompts side by side: pick A and B (current work, snapshots, the work in any CLI version,
 * the imported vs the modeled prompt, a comparison link), read the one-line summary, the
 * per-section table, the cached prefix, the settings that differ and the diff of the two
 * system prompts and first messages. `aside` is the snapshot list; `imported` the import
 * feature's prompt (null when nothing is imported).
 */
export default function CompareView({
  aside,
  imported = null,
}: {
  aside?: ReactNode;
  imported?: ImportedPromptInput | null;
}) {
  const { sources, ids, a, b } = useCompareSides(imported);
  const setSources = useUiStore((s) => s.setSources);
  const encoding = useConfig((c) => c.tokens.encoding);
  const query = useQuery(comparisonQuery(encoding, a, b));
  const [tab, setTab] = useState('system');
  const [diffWanted, setDiffWanted] = useState(false);
  const large = a.system.text.length + b.system.text.length > AUTO_DIFF_MAX_CHARS;
  const showDiff = diffWanted || !large;
  const comparison = query.data;
  const settings = useMemo(
    () => describeSideDifferences(describedSide(a), describedSide(b)),
    [a, b],
  );
  const breakAt = useMemo(
    () =>
      comparison && !comparison.prefix.identical
        ? lineColumn(b.system.text, comparison.prefix.breakOffset)
        : null,
    [comparison, b.system.text],
  );
  const error = a.system.error ?? b.system.error;
  return (
    <div className="compare-view" data-testid="compare-view">
      <section className="compare-main" aria-label="Comparison">
        <div className="compare-pickers">
          <SourcePicker
            side="A"
            sources={sources}
            value={ids.a}
            onChange={(id) => setSources({ a: id })}
          />
          <SourcePicker
            side="B"
            sources={sources}
            value={ids.b}
            onChange={(id) => setSources({ b: id })}
          />
          <ShareComparison key={`${ids.a}|${ids.b}`} a={a} b={b} />
        </div>
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        {query.error && (
          <p className="error-text" role="alert">
            The token counts could not be computed: {query.error.message}{' '}
            <button type="button" className="btn btn-small" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
        {comparison ? (
          <>
            <p className="compare-summary" data-testid="compare-summary" aria-live="polite">
              {summarizeComparison(comparison, promptPartTitle)}
            </p>
            <PrefixFigures prefix={comparison.prefix} at={breakAt} />
            <CompareTable
              rows={comparison.sections}
              totalA={comparison.totalA}
              totalB={comparison.totalB}
              nameA={a.name}
              nameB={b.name}
              encoding={comparison.encoding}
              stale={query.isPlaceholderData || query.isFetching}
            />
          </>
        ) : (
          !query.error && (
            <p className="muted" role="status">
              Counting both prompts with {encoding}…
            </p>
          )
        )}
        <section aria-label="Settings that differ" className="compare-settings">
          <h2>Settings that differ</h2>
          <SettingsDiff items={settings} />
        </section>
      </section>
      <section className="compare-diff" aria-label="Diff">
        <p className="compare-sides">
          <span className="side-a" data-testid="compare-side-a">
            A: {a.name} ({sideText(a)})
          </span>
          <span className="side-b" data-testid="compare-side-b">
            B: {b.name} ({sideText(b)})
          </span>
        </p>
        {!showDiff ? (
          <div className="compare-diff-deferred">
            <p className="muted">
              These prompts hold{' '}
              {(a.system.text.length + b.system.text.length).toLocaleString('en-US')} characters;
              their diff takes a moment to lay out.
            </p>
            <button
              type="button"
              className="btn"
              data-testid="show-diff"
              onClick={() => setDiffWanted(true)}
            >
              Show the diff
            </button>
          </div>
        ) : (
          <Tabs
            label="Compared texts"
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'system',
                label: 'System prompt',
                content: (
                  <MonacoDiffEditor
                    original={a.system.text}
                    modified={b.system.text}
                    ariaLabel="Diff of the two system prompts"
                    testId="compare-diff-system"
                    markOffset={
                      comparison && !comparison.prefix.identical
                        ? comparison.prefix.breakOffset
                        : null
                    }
                    markLabel="The cached prefix ends here: everything from this point on is billed in full."
                  />
                ),
              },
              {
                id: 'first',
                label: 'First message',
                content: (
                  <MonacoDiffEditor
                    original={a.firstMessage.error ?? a.firstMessage.text}
                    modified={b.firstMessage.error ?? b.firstMessage.text}
                    ariaLabel="Diff of the two first messages"
                    testId="compare-diff-first"
                  />
                ),
              },
            ]}
          />
        )}
      </section>
      {aside && <aside className="compare-aside">{aside}</aside>}
    </div>
  );
}
