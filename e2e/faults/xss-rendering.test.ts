/**
 * The script-injection corpus (api/fuzz/support/xss-corpus.ts) typed into every field that is
 * shown back (profile name and nickname, question comments, feedback, file drafts), then every
 * page that shows them, in the browser: no payload runs (the flag any of them would set stays
 * unset, no dialog opens), and the text is shown as text.
 */
import type { Browser } from 'playwright-core';
import { SHORT_XSS, XSS_FLAG, XSS_PAYLOADS } from '../../api/fuzz/support/xss-corpus';
import {
  apiLogin,
  apiUrl,
  launchBrowser,
  logInAs,
  newPhonePage,
  shellUrl,
} from '../src/support/app';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function post(
  token: string,
  path: string,
  body: unknown,
): Promise<{ code: number; message: string }> {
  const res = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string };
}

const PAGES = [
  '/pages/user/index',
  '/pagesUser/user/info',
  '/pagesExam/student-notes/index',
  '/pagesUser/set/feedback',
  '/pagesTrain/fileWeave/fileWeave',
  '/pagesUser/team/people',
];

it('shows every stored payload as text and runs none of them', async () => {
  const { token } = await apiLogin('13800000000');
  const name = SHORT_XSS[0]!;
  expect(
    (await post(token, '/api/user/profile', { username: name, nickname: SHORT_XSS[1], sex: 1 }))
      .code,
  ).toBe(0);
  for (const payload of XSS_PAYLOADS) {
    await post(token, '/api/exam/questions/1/comments', { body: payload });
    await post(token, '/api/feedback', { kind: 'other', body: payload });
  }
  const templates = (await (
    await fetch(`${apiUrl()}/api/file-templates`, { headers: { authorization: token } })
  ).json()) as { data: { list: { id: number }[] } };
  await post(token, '/api/file-drafts', {
    template_id: templates.data.list[0]!.id,
    title: XSS_PAYLOADS[7]!.slice(0, 60),
    values: {},
  });

  // What the pages showed, to prove the payloads were rendered (as text), not dropped.
  const shown: string[] = [];
  for (const who of ['13800000000', '13800000004']) {
    const { context, page } = await newPhonePage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logInAs(page, who);
    for (const route of who === '13800000000' ? PAGES : ['/pagesUser/team/people']) {
      await page.goto(`${shellUrl()}${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const flag = await page.evaluate(
        (f) => (window as unknown as Record<string, unknown>)[f],
        XSS_FLAG,
      );
      expect({ route, who, flag, dialogs }).toEqual({ route, who, flag: undefined, dialogs: [] });
      shown.push(
        await page.evaluate(() =>
          [
            document.body.innerText,
            ...Array.from(document.querySelectorAll('input, textarea')).map(
              (e) => (e as HTMLInputElement).value,
            ),
          ].join('\n'),
        ),
      );
    }
    await context.close();
  }
  const text = shown.join('\n');
  expect(text.includes(name) || text.includes(SHORT_XSS[1]!)).toBe(true);
  expect(XSS_PAYLOADS.filter((p) => text.includes(p)).length).toBeGreaterThan(3);
});

it("shows a payload holder name as text on a certificate's public verification page", async () => {
  const { token } = await apiLogin('13800000000');
  const name = SHORT_XSS[1]!;
  expect(
    (await post(token, '/api/user/profile', { username: name, nickname: 'San', sex: 1 })).code,
  ).toBe(0);
  // Pass 新员工入职考试 (a certificate paper): a first try shows the solutions, the second uses them.
  const get = async <T>(path: string): Promise<T> =>
    (
      (await (await fetch(`${apiUrl()}${path}`, { headers: { authorization: token } })).json()) as {
        data: T;
      }
    ).data;
  type Attempt = { id: number; questions: { id: number }[] };
  type Result = { is_passed: boolean; review: { id: number; correct_answer: string[] }[] | null };
  const papers = await get<{ list: { id: number; title: string }[] }>(
    '/api/exam/papers?kind=exam&pageSize=50',
  );
  const paper = papers.list.find((p) => p.title === '新员工入职考试')!;
  const attempt = async (): Promise<Attempt> =>
    (
      (await (
        await fetch(`${apiUrl()}/api/exam/papers/${paper.id}/attempts`, {
          method: 'POST',
          headers: { authorization: token },
        })
      ).json()) as { data: Attempt }
    ).data;
  const submit = async (id: number, answers: unknown[]): Promise<Result> =>
    (
      (await post(token, `/api/exam/attempts/${id}/submit`, { answers })) as unknown as {
        data: Result;
      }
    ).data;
  const first = await submit((await attempt()).id, []);
  const solutions = new Map(first.review!.map((q) => [q.id, q.correct_answer]));
  const second = await attempt();
  const passed = await submit(
    second.id,
    second.questions.map((q) => ({ question_id: q.id, answer: solutions.get(q.id) })),
  );
  expect(passed.is_passed).toBe(true);
  const certificates = await get<{
    list: { title: string; holder_name: string; verify_url: string }[];
  }>('/api/certificates?pageSize=100');
  const certificate = certificates.list.find((c) => c.title === '新员工入职考试')!;
  expect(certificate.holder_name).toBe(name);

  // A visitor opens it: nothing runs, and the name reads as written.
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(certificate.verify_url);
  await page.waitForTimeout(300);
  const flag = await page.evaluate(
    (f) => (window as unknown as Record<string, unknown>)[f],
    XSS_FLAG,
  );
  expect({ flag, dialogs }).toEqual({ flag: undefined, dialogs: [] });
  expect(await page.locator('[data-field="holder"]').innerText()).toBe(name);
  expect(await page.locator('svg[onload]').count()).toBe(0);
  await context.close();
});
