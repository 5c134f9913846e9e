/**
 * The Asimi and multi-provider targets' panels, loaded with the target: the shell hands them
 * to the controls, prompt and insights panels (features never import each other).
 */
import { lazy } from 'react';

export const TargetControls = lazy(() =>
  import('../features/targets/TargetControls').then((m) => ({ default: m.TargetControls })),
);

export const TargetPreview = lazy(() =>
  import('../features/targets/TargetPreview').then((m) => ({ default: m.TargetPreview })),
);

export const TargetInsights = lazy(() =>
  import('../features/targets/TargetInsights').then((m) => ({ default: m.TargetInsights })),
);
