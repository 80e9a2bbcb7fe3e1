import {
  favouriteMaterial,
  getMaterial,
  listMaterialCategories,
  listMaterialFavourites,
  listMaterials,
  recordMaterialDownload,
  unfavouriteMaterial,
} from '../../contract/content';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { noteWrite } from '../../db/read-cache';
import { statement } from '../../db/statement-cache';
import { ApiError, notFound, refuse } from '../../http/api-error';
import { text } from '../../texts';
import { implement, type Caller } from '../../http/implement';
import { pageOf } from '../../http/paging';
import {
  MATERIAL_COLUMNS,
  MATERIAL_FROM,
  MATERIAL_ORDER,
  MATERIAL_SELECT,
  likePattern,
  toMaterialItem,
  type MaterialRow,
  materialCategoryName,
} from './material-row';

type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  name_kind: string | null;
  icon: string;
  material_count: number;
};

type AttachmentRow = {
  id: number;
  kind: 'pdf' | 'image' | 'video';
  name: string;
  url: string;
  size: number;
};

/** Throws code 404 unless the material exists and is published. */
function requirePublished(db: Db, id: number): void {
  const found = statement(db, 'SELECT 1 FROM materials WHERE id = ? AND published_at <= ?').get(
    id,
    nowSeconds(),
  );
  if (!found) throw notFound('material');
}

/** Public materials are open to everyone; the rest only to joined staff. */
function requireReadable(db: Db, id: number, caller: Caller): void {
  const visibility = statement<[number, number], { is_public: 0 | 1 }>(
    db,
    'SELECT is_public FROM materials WHERE id = ? AND published_at <= ?',
  ).get(id, nowSeconds());
  if (!visibility) throw notFound('material');
  if (visibility.is_public !== 1) {
    if (caller.kind === 'visitor') throw new ApiError(401, text('session.loginRequired'));
    if (caller.user.is_check !== 2) throw new ApiError(403, text('session.joinRequired'));
  }
}

const favouriteState = (db: Db, userId: number, materialId: number) => ({
  favourited:
    statement(db, 'SELECT 1 FROM material_favourites WHERE user_id = ? AND material_id = ?').get(
      userId,
      materialId,
    ) !== undefined,
});

export const materialHandlers = [
  implement(listMaterialCategories, ({ services, language }) => ({
    list: statement<[number], CategoryRow>(
      services.db,
      `SELECT c.id, c.parent_id, c.name, c.name_kind, c.icon,
         (SELECT COUNT(*) FROM materials m WHERE m.category_id = c.id AND m.published_at <= ?)
           AS material_count
       FROM material_categories c ORDER BY c.sort, c.id`,
    )
      .all(nowSeconds())
      .map(({ name_kind, ...row }) => ({
        ...row,
        name: materialCategoryName({ name: row.name, name_kind }, language),
      })),
  })),

  implement(listMaterials, ({ query, services, language }) => {
    const keyword = query.keyword?.trim() ?? '';
    return pageOf(services.db, {
      select: `${MATERIAL_SELECT}
        WHERE m.published_at <= @now
          AND (@categoryId IS NULL OR m.category_id = @categoryId)
          AND (@pattern IS NULL OR m.title LIKE @pattern ESCAPE '\\'
               OR m.summary LIKE @pattern ESCAPE '\\')`,
      orderBy: MATERIAL_ORDER,
      params: {
        now: nowSeconds(),
        categoryId: query.category_id ?? null,
        pattern: keyword ? likePattern(keyword) : null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: MaterialRow) => toMaterialItem(row, language),
      language,
    });
  }),

  implement(listMaterialFavourites, ({ query, caller, services, language }) =>
    pageOf(services.db, {
      select: `SELECT ${MATERIAL_COLUMNS}, f.created_at AS favourited_at ${MATERIAL_FROM}
        JOIN material_favourites f ON f.material_id = m.id
        WHERE f.user_id = @userId AND m.published_at <= @now`,
      orderBy: 'favourited_at DESC, m.id DESC',
      params: { userId: caller.user.id, now: nowSeconds() },
      page: query.page,
      pageSize: query.pageSize,
      map: (row: MaterialRow) => toMaterialItem(row, language),
      language,
    }),
  ),

  implement(getMaterial, ({ params, caller, services, language }) => {
    const { db } = services;
    requireReadable(db, params.id, caller);
    const row = db.transaction(() => {
      statement(db, 'UPDATE materials SET read_count = read_count + 1 WHERE id = ?').run(params.id);
      return statement<[number], MaterialRow & { body_html: string }>(
        db,
        `SELECT ${MATERIAL_COLUMNS}, m.body_html ${MATERIAL_FROM} WHERE m.id = ?`,
      ).get(params.id);
    })();
    if (!row) throw notFound('material');
    // A write inside a GET: cached lists must show the new read count.
    noteWrite(db);
    const attachments = statement<[number], AttachmentRow>(
      db,
      `SELECT id, kind, name, url, size_bytes AS size FROM material_attachments
       WHERE material_id = ? ORDER BY sort, id`,
    ).all(row.id);
    return {
      ...toMaterialItem(row, language),
      body_html: row.body_html,
      attachments,
      favourited: caller.kind === 'user' && favouriteState(db, caller.user.id, row.id).favourited,
    };
  }),

  implement(recordMaterialDownload, ({ params, body, caller, services }) => {
    const { db } = services;
    requireReadable(db, params.id, caller);
    const attachment = statement(
      db,
      'SELECT 1 FROM material_attachments WHERE id = ? AND material_id = ?',
    ).get(body.attachment_id, params.id);
    if (!attachment) throw refuse('material.notAttachment');
    return statement<[number], { download_count: number }>(
      db,
      'UPDATE materials SET download_count = download_count + 1 WHERE id = ? RETURNING download_count',
    ).get(params.id)!;
  }),

  implement(favouriteMaterial, ({ params, caller, services }) => {
    const { db } = services;
    requirePublished(db, params.id);
    statement(
      db,
      `INSERT INTO material_favourites (user_id, material_id, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, material_id) DO NOTHING`,
    ).run(caller.user.id, params.id, nowSeconds());
    return favouriteState(db, caller.user.id, params.id);
  }),

  implement(unfavouriteMaterial, ({ params, caller, services }) => {
    const { db } = services;
    requirePublished(db, params.id);
    statement(db, 'DELETE FROM material_favourites WHERE user_id = ? AND material_id = ?').run(
      caller.user.id,
      params.id,
    );
    return favouriteState(db, caller.user.id, params.id);
  }),
];
