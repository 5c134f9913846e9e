/** For component tests: jsdom has no modal dialogs. */

/** Minimal stand-ins for `showModal`/`close` that set `open` (kept when jsdom has them). */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
