import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useConfig, useConfigStore } from '../../store/configStore';
import { CONFIG_FILE_EXTENSION } from './configFile';
import { useLinkStore } from './linkStore';
import { restorePreviousWork } from './openConfiguration';
import { saveConfigurationFile } from './saveConfigurationFile';
import { useMenu } from './useMenu';

/**
 * The export actions (building system.md, reading a configuration file) load when an item is
 * chosen: the first render only shows the button.
 */
const exportActions = () => import('./exportActions');

/** The dialogs (and the Asimi item) load when needed: the first render does not need them. */
const AsimiWriteItem = lazy(() =>
  import('./AsimiWriteItem').then((m) => ({ default: m.AsimiWriteItem })),
);
const ShellExportDialog = lazy(() =>
  import('./ShellExportDialog').then((m) => ({ default: m.ShellExportDialog })),
);
const RequestExportDialog = lazy(() =>
  import('./RequestExportDialog').then((m) => ({ default: m.RequestExportDialog })),
);

function Item({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

/** The Export menu: system.md (template or as sent), shell lines, the API request, configuration files. */
export function ExportMenu() {
  const { open, setOpen, close, button, menu, onMenuKeyDown, onButtonKeyDown } = useMenu();
  const [dialog, setDialog] = useState<'shell' | 'request' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const isAsimi = useConfig((c) => c.target === 'asimi');
  const hasPreviousWork = useLinkStore((s) => s.hasPreviousWork);
  const run = (action: () => void) => () => {
    close(true);
    action();
  };
  const current = () => useConfigStore.getState().config;

  return (
    <div className="share-menu">
      <button
        ref={button}
        type="button"
        className="btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'share-export-menu' : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKeyDown}
      >
        Export ▾
      </button>
      {open && (
        <ul
          ref={menu}
          id="share-export-menu"
          role="menu"
          aria-label="Export"
          className="share-menu-list"
          onKeyDown={onMenuKeyDown}
        >
          <Item
            onSelect={run(
              () => void exportActions().then((m) => m.downloadSystemMd(current(), 'template')),
            )}
          >
            Download system.md as a template for GEMINI_SYSTEM_MD
          </Item>
          <Item
            onSelect={run(
              () => void exportActions().then((m) => m.downloadSystemMd(current(), 'sent')),
            )}
          >
            Download the prompt as sent (final text)
          </Item>
          <Item onSelect={run(() => setDialog('shell'))}>Copy shell lines…</Item>
          <Item onSelect={run(() => setDialog('request'))}>Copy Gemini API request…</Item>
          {isAsimi && (
            <Suspense fallback={null}>
              <AsimiWriteItem onDone={() => close(false)} />
            </Suspense>
          )}
          <li role="separator" className="share-menu-separator" />
          <Item onSelect={run(() => saveConfigurationFile(current()))}>
            Download configuration ({CONFIG_FILE_EXTENSION})
          </Item>
          <Item onSelect={run(() => fileInput.current?.click())}>Open configuration file…</Item>
          {hasPreviousWork && (
            <Item onSelect={run(restorePreviousWork)}>Restore work replaced by a link or file</Item>
          )}
        </ul>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={`${CONFIG_FILE_EXTENSION},.json,application/json`}
        aria-label="Open configuration file"
        data-testid="open-config-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void exportActions().then((m) => m.openConfigurationFile(file));
        }}
      />
      <Suspense fallback={null}>
        {dialog === 'shell' && <ShellExportDialog onClose={() => setDialog(null)} />}
        {dialog === 'request' && <RequestExportDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
