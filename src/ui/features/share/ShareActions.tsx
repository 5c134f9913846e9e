/** Share link and export actions for the header. */
export function ShareActions() {
  return null;
}
