import { useState } from 'react';
import { Tabs } from '../../components/Tabs';
import { CopyJsonButton } from './CopyJsonButton';
import { RequestStructure } from './RequestStructure';
import { Tokens } from './Tokens';
import { useTurnModelContext } from './TurnModelContext';
import { useCountedLayers } from './useEncodedLayers';

/** The full request of this turn, as readable blocks or as JSON. */
export function TurnRequestPane() {
  const { result, error } = useTurnModelContext();
  const [tab, setTab] = useState('structure');
  // The total in the meter's vocabulary: the sum of the layers the Layers pane shows.
  const { shown } = useCountedLayers(result?.layers);
  if (!result) {
    return (
      <p className="notice notice-error" role="alert">
        The turn request could not be built: {error ?? 'unknown error'}. Undo the last change
        (Ctrl/Cmd+Z) to get back.
      </p>
    );
  }
  return (
    <div className="ctx-request-pane">
      <div className="ctx-toolbar">
        <span>
          <strong>{result.request.model}</strong> · total{' '}
          <span data-testid="request-total">
            {shown ? (
              <Tokens count={shown.value.total} />
            ) : (
              <span className="ctx-tokens">counting…</span>
            )}
          </span>
        </span>
        <CopyJsonButton json={result.json} />
      </div>
      <Tabs
        label="Request views"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'structure',
            label: 'Request',
            content: <RequestStructure result={result} counted={shown?.value.layers ?? null} />,
          },
          {
            id: 'json',
            label: 'JSON',
            content: (
              <pre className="ctx-pre ctx-json" data-testid="request-json" tabIndex={0}>
                {result.json}
              </pre>
            ),
          },
        ]}
      />
    </div>
  );
}
