import type { Db } from '../db/open-database';
import { isTextKey, render, storeParams } from '../texts';
import { seedClockin } from './clockin/activities';
import { seedOrders } from './commerce/orders';
import { seedBanners } from './content/banners';
import { seedCollege } from './content/college';
import { seedCulture } from './content/culture';
import { seedMaterials } from './content/materials';
import { seedNews } from './content/news';
import { seedSearchTerms } from './content/search-terms';
import { seedShopGuides } from './content/shop-guides';
import type { SeedContext } from './context';
import { DEMO_PASSWORD, SEED_VERSION_KEY } from './demo-accounts';
import { seedExamActivity } from './exam/activity';
import { seedCourseTests, seedPapers } from './exam/papers';
import { seedQuestionBank } from './exam/questions';
import { Ledger } from './ledger';
import { seedOrg } from './org/staff';
import { dayOf, SEED_NOW } from './time';
import { seedCatalogue } from './training/courses';
import { seedFileTemplates } from './training/file-templates';
import { seedMeetings } from './training/meetings';
import { seedPolicies } from './training/policies';
import { seedLearning } from './training/progress';
import { seedTrainingSessions } from './training/training-sessions';
import { seedAnnouncements } from './user/announcements';
import { seedCertificates } from './user/certificates';
import { seedFaq } from './user/faq';
import { seedFeedback } from './user/feedback';
import { seedKnowledgeBase } from './user/knowledge-base';
import { seedNotices } from './user/notices';
import { seedQuestionnaires } from './user/questionnaires';
import { seedSignIns } from './user/sign-ins';
import { seedStudyRoutes } from './user/study-routes';
import { createWriter } from './writer';

export { DEMO_ACCOUNTS, DEMO_INVITE_CODE, DEMO_PASSWORD } from './demo-accounts';
export type { DemoAccount, DemoRole } from './demo-accounts';
export { LEDGER_REASONS, type LedgerReason } from './ledger';
export { SEED_NOW } from './time';

export type SeedOptions = {
  /** Hashes a plain password; called once, for the password every seeded account shares. */
  hashPassword: (plain: string) => string;
  /** Unix seconds relative dates are built from (default SEED_NOW, 2026-11-01 10:00 China time). */
  now?: number;
};

/** Stored in meta as seed_version; bump it when the seeded data changes shape. */
export const SEED_VERSION = '6';

function byTitle<T>(items: readonly T[], title: (item: T) => string, id: (item: T) => number) {
  return (wanted: string): number => {
    const found = items.find((item) => title(item) === wanted);
    if (!found) throw new Error(`seed reference not found: ${wanted}`);
    return id(found);
  };
}

/**
 * Fills an empty, migrated database with demo data for every area, in one transaction.
 * Does nothing when the database already has users. The same options always give the same data.
 */
export function seedDatabase(db: Db, options: SeedOptions): void {
  if (db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined) return;
  const now = Math.floor(options.now ?? SEED_NOW);
  const passwordHash = options.hashPassword(DEMO_PASSWORD);

  db.transaction(() => {
    const write = createWriter(db);
    const ctx: SeedContext = {
      write,
      now,
      today: dayOf(now),
      passwordHash,
      points: new Ledger('points'),
      money: new Ledger('money'),
      index: (kind, refId, title, body) =>
        write.insert('search_index', { kind, ref_id: refId, title, body }),
      indexText: (kind, refId, title, textKind, params) => {
        const key = `search.${textKind}`;
        if (!isTextKey(key)) throw new Error(`no search text ${key}`);
        const body = render({ key, params }, 'zh-CN');
        write.insert('search_index', { kind, ref_id: refId, title, body });
        write.insert('search_texts', {
          kind,
          ref_id: refId,
          text_kind: textKind,
          text_params: storeParams(params),
        });
      },
    };

    const org = seedOrg(ctx);
    const catalogue = seedCatalogue(ctx);
    const bank = seedQuestionBank(ctx);
    const papers = seedPapers(ctx, bank);
    const courseTests = seedCourseTests(ctx, bank, catalogue);

    const news = seedNews(ctx, org);
    const materials = seedMaterials(ctx, org);
    seedCulture(ctx);
    seedCollege(ctx, org, catalogue);
    seedShopGuides(ctx, catalogue);
    seedSearchTerms(ctx, org);

    const purchases = seedOrders(ctx, org, catalogue);
    seedLearning(ctx, org, catalogue, purchases, courseTests);
    seedExamActivity(ctx, org, bank, papers);
    seedMeetings(ctx, org);
    seedTrainingSessions(ctx, org, catalogue);
    seedPolicies(ctx);
    seedFileTemplates(ctx, org);

    seedKnowledgeBase(ctx, org);
    seedNotices(ctx, org);
    seedAnnouncements(ctx, org);
    seedSignIns(ctx, org);
    seedStudyRoutes(ctx, org, catalogue, papers, materials);
    seedQuestionnaires(ctx, org);
    seedFeedback(ctx, org);
    seedFaq(ctx);

    const activityIds = seedClockin(ctx, org, catalogue);
    seedBanners(ctx, {
      courseId: byTitle(
        catalogue.courses,
        (c) => c.data.title,
        (c) => c.id,
      ),
      paperId: byTitle(
        papers,
        (p) => p.title,
        (p) => p.id,
      ),
      newsId: byTitle(
        news,
        (n) => n.title,
        (n) => n.id,
      ),
      activityIds,
    });

    seedCertificates(db);

    const setPoints = db.prepare('UPDATE users SET points = ? WHERE id = ?');
    for (const [userId, balance] of ctx.points.write(write)) setPoints.run(balance, userId);
    const setMoney = db.prepare('UPDATE users SET money_cents = ? WHERE id = ?');
    for (const [userId, balance] of ctx.money.write(write)) setMoney.run(balance, userId);
    write.insert('meta', { key: SEED_VERSION_KEY, value: SEED_VERSION });
  })();
}
