import type { Page } from 'playwright-core';
import { apiUrl } from '../../src/support/app';

/** Takes one app's server down (the remote is unreachable, as in an outage) or brings it back. */
export async function setAppRunning(dir: string, running: boolean): Promise<void> {
  const res = await fetch(
    `${process.env.FAULTS_CONTROL_URL}/apps/${dir}/${running ? 'start' : 'stop'}`,
    {
      method: 'POST',
    },
  );
  if (res.status !== 204)
    throw new Error(`could not ${running ? 'start' : 'stop'} ${dir}: ${await res.text()}`);
}

/** Every call to the API, as the browser sees it. */
export const apiPattern = (): RegExp =>
  new RegExp(`^${apiUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/`);

/**
 * The spec's 60 s request and page-load timeouts, compressed to `ms` so a test can wait for
 * them: XMLHttpRequest timeouts (axios) and 60000 ms timers (the page-load timeout) are scaled.
 * Nothing else about timing changes.
 */
export async function compressSpecTimeouts(page: Page, ms = 2500): Promise<void> {
  await page.addInitScript((short) => {
    const descriptor = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'timeout')!;
    Object.defineProperty(XMLHttpRequest.prototype, 'timeout', {
      ...descriptor,
      set(this: XMLHttpRequest, value: number) {
        descriptor.set!.call(this, value >= 60000 ? short : value);
      },
    });
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      original(handler, delay === 60000 ? short : delay, ...args)) as typeof window.setTimeout;
  }, ms);
}

/** Marks the document, to prove later that a recovery happened without a page reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export const isSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Client-side navigation, as a link inside the app does it. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The page-error view of an area that could not load (spec 8). */
export const errorView = (page: Page) => page.getByText('This page failed to load');

/** Records the text of every toast the page shows (antd-mobile Toast), in order. */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    let last = '';
    const check = () => {
      const text = Array.from(document.querySelectorAll('.adm-toast-main'))
        .map((e) => (e as HTMLElement).innerText.trim())
        .join(' | ');
      if (text !== last) {
        last = text;
        if (text) seen.push(text);
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

export const toast = (page: Page, text: string) =>
  page.locator('.adm-toast-main', { hasText: text }).first();
