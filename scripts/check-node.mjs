// Checks the Node.js version before `npm test`. @google/genai declares Node >= 22 (its
// package.json "engines"), so that is what Promptscope states. The test tooling itself
// (Vite 8, Vitest 4, jsdom 29) runs from Node 20.19, so below 22 this warns and below 20.19
// it stops with a clear message.
const REQUIRED = [22, 0];
const TOOLING_MINIMUM = [20, 19];

const [major, minor] = process.versions.node.split('.').map(Number);
const atLeast = ([wantMajor, wantMinor]) =>
  major > wantMajor || (major === wantMajor && minor >= wantMinor);

if (!atLeast(TOOLING_MINIMUM)) {
  console.error(
    `Promptscope needs Node.js 22 or newer (the tests run from 20.19); this is ${process.version}. ` +
      'Install a current Node.js and run npm install again.',
  );
  process.exit(1);
}
if (!atLeast(REQUIRED)) {
  console.warn(
    `Warning: Node.js ${process.version} is older than Promptscope's requirement (Node.js 22 or ` +
      'newer, what @google/genai needs). The checks and tests still run on it; use Node.js 22+ ' +
      'for everything else.',
  );
}
