import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabSpec {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: TabSpec[];
  selected: string;
  onSelect: (id: string) => void;
}

/** ARIA tabs: a tablist with roving arrow, Home and End keys; only the selected panel renders. */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div className="ps-tabs">
      <div role="tablist" aria-label={label} className="ps-tablist">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={`ps-tab${isSelected ? ' is-active' : ''}`}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          className="ps-tabpanel"
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
