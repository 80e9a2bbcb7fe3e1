/** Leaves the app for another site (the payment provider's cashier); tests replace this module. */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
