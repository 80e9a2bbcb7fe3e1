import { health, listDemoAccounts, listHelp } from '../../contract/help';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { notFound } from '../../http/api-error';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';

type FaqRow = { id: number; category: string; question: string; answer: string };

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

  implement(listDemoAccounts, ({ services }) => {
    if (services.config.mode !== 'development') throw notFound('demoAccounts');
    return { password: DEMO_PASSWORD, list: DEMO_ACCOUNTS.map((a) => ({ ...a })) };
  }),
];
