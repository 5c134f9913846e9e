/**
 * Resolves in a later task: the browser paints and handles input before the next step of a
 * long piece of work (e.g. showing a 2 MB import after its text arrived from a worker).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
