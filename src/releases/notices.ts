/**
 * The third-party notice for the CLI's prompt code, for the app's notices (about) view. The
 * licence's full text comes from the package itself, loaded on demand with loadPackageNotice()
 * (src/releases/generated/notice.js, written by the install step): it is never committed.
 */
export interface ThirdPartyNotice {
  packageName: string;
  /** SPDX identifier. */
  license: string;
  copyright: string;
  /** Where the package is published. */
  url: string;
  /** In our words: what Promptscope takes from the package and how. */
  use: string;
}

export const CLI_PACKAGE_NOTICE: ThirdPartyNotice = {
  packageName: '@google/gemini-cli-core',
  license: 'Apache-2.0',
  copyright: 'Copyright Google LLC',
  url: 'https://www.npmjs.com/package/@google/gemini-cli-core',
  use:
    "The Gemini CLI's prompt text and its built-in tools' declarations are rendered by that " +
    "package's own code, one bundle per supported release, fetched from npm when Promptscope " +
    'is installed and bundled unchanged (with its licence headers) apart from small stand-in ' +
    'modules for what needs Node.',
};
