// (f) Customer service: a message shows the moment it is sent (no reload), and the message box
// sits at the bottom of the screen, before and after sending.
import type { Browser, Page } from 'playwright-core';
import { en } from '../../../../shared/src/i18n/messages-en';
import { PATHS } from '../../../../shared/src/paths';
import { READERS } from '../../../../scripts/src/screens/pages-to-visit';
import {
  inPage,
  newReaderContext,
  settle,
  type ShootTarget,
} from '../../../../scripts/src/screens/shoot';

type Composer = {
  /** The box holding the input and the send button. */
  top: number;
  bottom: number;
  inputBottom: number;
  viewport: number;
} | null;

/**
 * Where the message input and its bar are, in viewport pixels: the bar is the input's fixed or
 * sticky ancestor, else the nearest one that also holds a button.
 */
function composerBox(): Composer {
  const input = document.querySelector('textarea:not([aria-hidden="true"]), input[type="text"]');
  if (!input) return null;
  let bar: Element | null = null;
  for (let a = input.parentElement; a && a !== document.body && !bar; a = a.parentElement) {
    if (['fixed', 'sticky'].includes(getComputedStyle(a).position)) bar = a;
  }
  if (!bar) {
    bar = input.parentElement;
    while (bar && !bar.querySelector('button')) bar = bar.parentElement;
  }
  const box = (bar ?? input).getBoundingClientRect();
  return {
    top: box.top,
    bottom: box.bottom,
    inputBottom: input.getBoundingClientRect().bottom,
    viewport: window.innerHeight,
  };
}

function placement(composer: Composer, when: string): string[] {
  if (!composer) return [`${when}: no message input`];
  const problems: string[] = [];
  const gap = composer.viewport - composer.bottom;
  if (gap > 2 || gap < -1 || composer.inputBottom > composer.viewport) {
    problems.push(
      `${when}: the message box ends at ${Math.round(composer.bottom)} px, not at the bottom of the ${composer.viewport} px screen`,
    );
  }
  return problems;
}

/** Problems of the customer-service chat as the joined staff member (empty: all good). */
export async function chatProblems(browser: Browser, target: ShootTarget): Promise<string[]> {
  const context = await newReaderContext(browser, target, {
    as: READERS.joined.mobile,
    language: 'en',
    width: 375,
  });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${target.shellUrl}${PATHS.user.customer}`, { waitUntil: 'domcontentloaded' });
    await settle(page);
    const problems = placement(await inPage(page, composerBox, null), 'on opening');
    const input = page.locator('textarea:not([aria-hidden="true"]), input[type="text"]').first();
    if ((await input.count()) === 0) return problems;

    const text = `Quality check ${Date.now()}`;
    await input.fill(text);
    const send = page.getByRole('button', { name: en['user.customer.send'] });
    const enabled = await send
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!enabled) return [...problems, `the "${en['user.customer.send']}" button never enabled`];
    let loads = 0;
    page.on('domcontentloaded', () => (loads += 1));
    await send.click();
    const message = page.getByText(text, { exact: true });
    const shown = await message
      .first()
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) {
      problems.push('the sent message does not show within 5 s');
    } else {
      await page.waitForTimeout(300);
      const composer = await inPage(page, composerBox, null);
      const box = await message.first().boundingBox();
      if (box && composer && (box.y + box.height > composer.top + 1 || box.y < 0)) {
        problems.push('the sent message is not in view above the message box');
      }
      problems.push(...placement(composer, 'after sending'));
    }
    if (loads > 0) problems.push('sending reloaded the page');
    return problems;
  } finally {
    await context.close();
  }
}
