import { listFeedback, submitFeedback } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';

type FeedbackRow = {
  id: number;
  kind: 'bug' | 'suggestion' | 'content' | 'other';
  body: string;
  images: string;
  contact: string;
  status: 'open' | 'replied' | 'closed';
  reply: string;
  created_at: number;
  replied_at: number | null;
};

const toFeedback = (row: FeedbackRow) => ({
  ...row,
  images: JSON.parse(row.images) as string[],
});

const COLUMNS = 'id, kind, body, images, contact, status, reply, created_at, replied_at';

export const feedbackHandlers = [
  implement(submitFeedback, ({ body, caller, services }) => {
    const text = body.body.trim();
    if (!text) throw refuse('feedback.empty');
    const { lastInsertRowid } = statement(
      services.db,
      'INSERT INTO feedback (user_id, kind, body, images, contact, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      caller.user.id,
      body.kind,
      text,
      JSON.stringify(body.images ?? []),
      body.contact?.trim() ?? '',
      nowSeconds(),
    );
    return toFeedback(
      statement<[number], FeedbackRow>(
        services.db,
        `SELECT ${COLUMNS} FROM feedback WHERE id = ?`,
      ).get(Number(lastInsertRowid))!,
    );
  }),

  implement(listFeedback, ({ query, caller, services }) =>
    pageOf(services.db, {
      select: `SELECT ${COLUMNS} FROM feedback WHERE user_id = @userId`,
      orderBy: 'created_at DESC, id DESC',
      params: { userId: caller.user.id },
      page: query.page,
      pageSize: query.pageSize,
      map: toFeedback,
    }),
  ),
];
