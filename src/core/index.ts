/**
 * The only import path into core from ui/, workers/ and cli/.
 * Each folder exposes its public API through its own index.ts.
 */
export * from './models';
export * from './modelSuggestions';
export * from './currentModels';
export * from './modelInForce';
export * from './mcpServers';
export * from './toolNames';
export * from './content';
export * from './posixPath';
export * from './changedRange';
export * from './prompt';
export * from './environment';
export * from './tokens';
export * from './compression';
export * from './targets';
export * from './context';
export * from './state';
export * from './inputs';
export * from './share';
export * from './export';
export * from './importPrompt';
export * from './compare';
export * from './snapshots';
export * from './security';
export * from './sizeWords';
export * from './session';
export * from './controls';
