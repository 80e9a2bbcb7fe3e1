// The quality checks against a running app, as a report for the people fixing the pages:
//   npx tsx e2e/src/support/quality/report-cli.ts [--shell=http://localhost:3000]
//     [--api=http://localhost:3100] [--only=/pagesUser] [--lang=en|zh-CN] [--no-axe] [--json=file]
// Without --only it also runs the chat check (f) and the brand test.
// The browser suite (quality-*.test.ts) runs the same checks against its own composition.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../../../scripts/src/screens/shoot';
import { brandProblems } from './brand-check';
import { chatProblems } from './chat-check';
import type { CheckLanguage } from './language-check';
import { CHECKS, findingLines, findingTable, sweepRoutes, type CheckId } from './route-sweep';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      shell: { type: 'string', default: process.env.SHELL_URL ?? 'http://localhost:3000' },
      api: { type: 'string', default: process.env.API_URL ?? 'http://localhost:3100' },
      only: { type: 'string' },
      lang: { type: 'string' },
      'no-axe': { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  });
  const target = { shellUrl: values.shell!, apiUrl: values.api! };
  const languages: CheckLanguage[] = values.lang
    ? [values.lang === 'zh-CN' ? 'zh-CN' : 'en']
    : ['en', 'zh-CN'];
  const browser = await launchChromium();
  const started = Date.now();
  try {
    const result = await sweepRoutes(browser, target, {
      only: values.only,
      languages,
      axe: !values['no-axe'],
      onProgress: (done, total) => {
        if (done % 20 === 0 || done === total) console.error(`  ${done}/${total} pages`);
      },
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `${result.pages} pages of ${result.visits.length} routes checked in ${seconds} s\n`,
    );
    console.log(findingTable(result.findings));
    for (const check of Object.keys(CHECKS) as CheckId[]) {
      const lines = findingLines(result.findings, check);
      console.log(`\n## ${CHECKS[check]}: ${lines.length ? `${lines.length} finding(s)` : 'ok'}`);
      for (const line of lines) console.log(`- ${line}`);
    }
    if (!values.only) {
      // (f) and the brand test: one page each, the same as the browser suite's.
      for (const [title, problems] of [
        ['(f) the customer-service chat', await chatProblems(browser, target)],
        ['the brand test (app-config.json brand.themeColor)', await brandProblems(browser, target)],
      ] as const) {
        console.log(`\n## ${title}: ${problems.length ? `${problems.length} problem(s)` : 'ok'}`);
        for (const line of problems) console.log(`- ${line}`);
      }
    }
    if (values.json) fs.writeFileSync(values.json, JSON.stringify(result.findings, null, 2));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
