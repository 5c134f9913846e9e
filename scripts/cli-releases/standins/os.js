// Stand-in for `node:os` in the release's tool declarations (tools/definitions/
// dynamic-declaration-helpers.js), which read only `os.platform()` to word the shell tool for
// Windows or POSIX. The platform is the one the `process` shim holds (set before each render).
export function platform() {
  return process.platform;
}
