/** Leaves the app for another page (WeChat's authorize step). Its own module so tests can stub it. */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}

export function currentOrigin(): string {
  return window.location.origin;
}
