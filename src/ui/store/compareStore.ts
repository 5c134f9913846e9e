/**
 * The compare view's sources are the compare slice (./compareSlice.ts) of the one ui store
 * (./uiStore.ts); this module keeps the names the compare view and its callers import.
 */
export { CURRENT_WORK, OTHER_CLI_VERSION, type CompareSlice } from './compareSlice';
export { useUiStore as useCompareStore } from './uiStore';
