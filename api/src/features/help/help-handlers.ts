import { health, listDemoAccounts, listHelp } from '../../contract/help';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { notFound } from '../../http/api-error';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { SEED_VERSION_KEY } from '../../seed/demo-accounts';
import type { Services } from '../../services';
import { kindsNamed, say, storedName, type Language } from '../../texts';
import { pageOf } from '../../http/paging';

type FaqRow = {
  id: number;
  category: string;
  category_kind: string | null;
  question: string;
  answer: string;
};

/** A help-centre category's name in the reader's language. */
const categoryName = (name: string, kind: string | null, language: Language): string =>
  storedName('faqCategory.', kind, name, language);

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
  implement(listHelp, ({ query, services, language }) => {
    const keyword = query.keyword?.trim() || null;
    const category = query.category ?? null;
    // A category comes back as the reader saw it, in either language, or as written.
    const kinds = JSON.stringify(category === null ? [] : kindsNamed('faqCategory.', category));
    const page = pageOf(services.db, {
      select: `SELECT id, category, category_kind, question, answer FROM faq
               WHERE (@category IS NULL OR category = @category
                      OR category_kind IN (SELECT value FROM json_each(@kinds)))
                 AND (@keyword IS NULL OR question LIKE @pattern ESCAPE '\\' OR answer LIKE @pattern ESCAPE '\\')`,
      orderBy: 'sort, id',
      params: {
        category,
        kinds,
        keyword,
        pattern: keyword ? likePattern(keyword) : null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: ({ category_kind, ...row }: FaqRow) => ({
        ...row,
        category: categoryName(row.category, category_kind, language),
      }),
      language,
    });
    const categories = statement<[], { category: string; category_kind: string | null }>(
      services.db,
      `SELECT category, MIN(category_kind) AS category_kind FROM faq
       GROUP BY category ORDER BY MIN(sort), category`,
    )
      .all()
      .map((r) => categoryName(r.category, r.category_kind, language));
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
