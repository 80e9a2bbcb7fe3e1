// axe-core over a page: WCAG 2.0/2.1 A and AA rules; serious and critical violations count.
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { TAB_BAR_MARK } from './page-checks';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Serious and critical violations on the page as it is. The tab bar is left out (marked by
 * `pageChecks`; shell/src/layout/tab-bar.tsx): spec 2 fixes its colours (#ff801a and #999999 on
 * white), which are below AA contrast.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    async ({ exclude, tags }) => {
      const { axe } = window as unknown as {
        axe: { run(c: ElementContext, o: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(
        { exclude: [[exclude]] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { exclude: `[${TAB_BAR_MARK}]`, tags: AXE_TAGS },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation: id, impact, help, and the first few elements. */
export const describeViolation = (v: AxeViolation): string =>
  `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}${
    v.targets.length > 3 ? ` (+${v.targets.length - 3} more)` : ''
  }`;
