// The `process` the bundled snippets see: the legacy snippets read process.platform when called
// (shell examples differ on win32). The renderer sets the platform before each render.
export const process = { platform: 'linux', env: {} };

export function setPlatform(platform) {
  process.platform = platform;
}
