export {
  controlContext,
  controlNotApplicable,
  PLAYGROUND_CONTROLS,
  toolControlId,
  type ControlContext,
  type PlaygroundControl,
} from './playgroundControls';
