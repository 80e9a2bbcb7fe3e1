/**
 * Where a page's time went on this server, sent as its `Server-Timing` header: the browser's
 * devtools show it beside the request, and the first-load timeline prints it run by run, which
 * tells a slow server apart from a slow network or a slow phone.
 */
export type ServerTiming = {
  /** The time since the previous mark (or the start) as the phase `name`. */
  mark(name: string): void;
  /** A fact without a duration, such as how the visitor page cache answered. */
  note(name: string, description: string): void;
  header(): string;
};

export function createServerTiming(now: () => number = () => performance.now()): ServerTiming {
  const entries: string[] = [];
  let last = now();
  return {
    mark(name) {
      const at = now();
      entries.push(`${name};dur=${(at - last).toFixed(1)}`);
      last = at;
    },
    note(name, description) {
      entries.push(`${name};desc="${description.replace(/["\\]/g, '')}"`);
    },
    header: () => entries.join(', '),
  };
}
