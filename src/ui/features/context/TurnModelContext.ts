import { createContext, useContext } from 'react';
import type { TurnModel } from './useTurnModel';

/** The view's derived model, computed once by the view and read by its panels. */
export const TurnModelContext = createContext<TurnModel | null>(null);

/** The current {@link TurnModel}; panels render only inside the view's provider. */
export function useTurnModelContext(): TurnModel {
  const model = useContext(TurnModelContext);
  if (!model) throw new Error('The turn model is missing (render inside ContextView).');
  return model;
}
