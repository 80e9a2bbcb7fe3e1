import { createContext, useContext, type ReactNode } from 'react';

/**
 * A call's outcome on the shell's server: its data, or a failure the browser handles itself
 * (the page then renders its loading state there, and asks again in the browser).
 */
export type RenderedCall = { ok: true; data: unknown } | { ok: false };

/**
 * The calls a page made while the shell's server rendered it (shell/src/server), by the call's
 * place in the page (React's `useId`, the same on the server and in the hydrating browser).
 * `useAsyncData` suspends the render until its call settles, so the HTML holds the page with
 * its data; `results()` is what the page then carries for the browser.
 */
export class ServerCalls {
  private readonly calls = new Map<string, Promise<RenderedCall>>();
  private readonly settled = new Map<string, RenderedCall>();

  /** When the page was rendered (ms): what its times are counted from (useRenderClock). */
  constructor(readonly renderedAt: number = Date.now()) {}

  /** The call at `id`, started once per render (a suspended component renders it again). */
  call(id: string, start: () => Promise<unknown>): Promise<RenderedCall> {
    let call = this.calls.get(id);
    if (!call) {
      call = start().then(
        (data): RenderedCall => ({ ok: true, data }),
        (): RenderedCall => ({ ok: false }),
      );
      void call.then((result) => this.settled.set(id, result));
      this.calls.set(id, call);
    }
    return call;
  }

  /** The data of the calls that succeeded, for the hydrating browser. */
  results(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [id, result] of this.settled) if (result.ok) out[id] = result.data;
    return out;
  }
}

/**
 * The data the server rendered the page with, read by the browser while it hydrates it: each
 * call starts from it instead of a loading state, and does not ask again. It stands only for the
 * page the server rendered; the first navigation drops it (`forget`), since another page's call
 * may have the same place.
 */
export class HydratedCalls {
  private data: Record<string, unknown>;

  /** `renderedAt`: when the server rendered the page (ServerCalls.renderedAt), if it said. */
  constructor(
    data: Record<string, unknown>,
    readonly renderedAt?: number,
  ) {
    this.data = data;
  }

  read(id: string): { data: unknown } | undefined {
    return Object.hasOwn(this.data, id) ? { data: this.data[id] } : undefined;
  }

  forget(): void {
    this.data = {};
  }
}

export const RenderDataContext = createContext<ServerCalls | HydratedCalls | null>(null);

/** Gives the page the server's calls (on the server) or their results (while it hydrates). */
export function RenderDataProvider({
  calls,
  children,
}: {
  calls: ServerCalls | HydratedCalls;
  children: ReactNode;
}) {
  return <RenderDataContext.Provider value={calls}>{children}</RenderDataContext.Provider>;
}

/**
 * When the page being rendered or hydrated was rendered on the shell's server (ms), else
 * undefined. A text counted from "now" (time-ago) is counted from this moment on the server and
 * while the browser hydrates, so both read the same, however long after its render the page was
 * sent (a visitor's page is sent again for a while, shell/server/page-cache.ts) or hydrated.
 */
export function useRenderClock(): number | undefined {
  return useContext(RenderDataContext)?.renderedAt;
}
