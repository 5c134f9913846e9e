import { Suspense, useState, type ReactNode } from 'react';
import { useConfig } from '../../store/configStore';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { FirstMessageTab } from './FirstMessageTab';
import { SystemPromptTab } from './SystemPromptTab';
import { Tabs } from '../../components/Tabs';
import { useRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { WarningsTab } from './WarningsTab';
import './preview.css';

/** The Gemini CLI's system prompt, first message and warnings, as tabs. */
function GeminiPrompt() {
  const rendered = useRenderedPrompt();
  const [tab, setTab] = useState('system');
  const count = rendered.warnings.length;
  return (
    <Tabs
      label="Prompt views"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'system', label: 'System prompt', content: <SystemPromptTab /> },
        { id: 'first', label: 'First message', content: <FirstMessageTab /> },
        {
          id: 'warnings',
          label: (
            <>
              Warnings <span className={`tab-count${count > 0 ? ' has-items' : ''}`}>{count}</span>
            </>
          ),
          content: <WarningsTab rendered={rendered} />,
        },
      ]}
    />
  );
}

/**
 * The rendered prompt of the selected target; `otherTarget` is the Asimi or multi-provider
 * target's preview (composed by the shell, loaded with the target).
 */
export function PromptPanel({ otherTarget }: { otherTarget: ReactNode }) {
  const target = useConfig((c) => c.target);
  return (
    <FeatureErrorBoundary what="The prompt preview">
      {target === 'gemini' ? (
        <GeminiPrompt />
      ) : (
        <Suspense fallback={<p className="muted">Loading the target preview…</p>}>
          {otherTarget}
        </Suspense>
      )}
    </FeatureErrorBoundary>
  );
}
