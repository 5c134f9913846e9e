import { useEffect } from 'react';
import { useTheme } from '../theme/theme';
import { loadMonaco } from './loadMonaco';

/** Keeps Monaco's theme on the app's light or dark theme once an editor is ready. */
export function useMonacoTheme(ready: boolean): void {
  const { resolved } = useTheme();
  useEffect(() => {
    if (!ready) return;
    void loadMonaco().then((monaco) =>
      monaco.editor.setTheme(resolved === 'dark' ? 'vs-dark' : 'vs'),
    );
  }, [resolved, ready]);
}
