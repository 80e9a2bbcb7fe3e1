import { health, listDemoAccounts, listHelp } from '../../contract/help';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { notFound } from '../../http/api-error';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { SEED_VERSION_KEY } from '../../seed/demo-accounts';
import type { Services } from '../../services';
import { say } from '../../texts';
import { pageOf } from '../../http/paging';

type FaqRow = { id: number; category: string; question: string; answer: string };

/**
 * The login page lists the demo accounts when the database holds them: filled by the demo seed
 * (which records its version in meta), unless API_DEMO_ACCOUNTS says otherwise.
 */
function demoAccountsListed(services: Services): boolean {
  const setting = services.config.demoAccounts;
  if (setting !== 'auto') return setting === 'on';
  return (
    statement(services.db, 'SELECT 1 AS one FROM meta WHERE key = ?').get(SEED_VERSION_KEY) !==
    undefined
  );
}

/** LIKE wildcards in a keyword are matched literally. */
export const likePattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const helpHandlers = [
  implement(listHelp, ({ query, services }) => {
    const keyword = query.keyword?.trim() || null;
    const page = pageOf(services.db, {
      select: `SELECT id, category, question, answer FROM faq
               WHERE (@category IS NULL OR category = @category)
                 AND (@keyword IS NULL OR question LIKE @pattern ESCAPE '\\' OR answer LIKE @pattern ESCAPE '\\')`,
      orderBy: 'sort, id',
      params: {
        category: query.category ?? null,
        keyword,
        pattern: keyword ? likePattern(keyword) : null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: FaqRow) => row,
    });
    const categories = (
      statement(
        services.db,
        'SELECT category FROM faq GROUP BY category ORDER BY MIN(sort), category',
      ).all() as {
        category: string;
      }[]
    ).map((r) => r.category);
    return { ...page, categories };
  }),

  implement(health, ({ services }) => {
    statement(services.db, 'SELECT 1').get();
    return {
      status: 'ok' as const,
      version: services.version,
      mode: services.config.mode,
      uptime_seconds: Math.floor((Date.now() - services.startedAt) / 1000),
    };
  }),

  implement(listDemoAccounts, ({ services, language }) => {
    if (!demoAccountsListed(services)) throw notFound('demoAccounts');
    return {
      password: DEMO_PASSWORD,
      list: DEMO_ACCOUNTS.map(({ label, ...account }) => ({
        ...account,
        label: say(language, label),
      })),
    };
  }),
];
