// Stand-in for the release's tools/definitions/coreTools.js: tools/tool-names.js takes only name
// constants from it, and those live in the release's own base-declarations.js beside it (the
// real module also builds the tool declaration tables, which need Node and zod).
export * from './base-declarations.js';
