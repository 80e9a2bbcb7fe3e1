import type { Static } from '@sinclair/typebox';
import { getKbFile, listKnowledgeBase, readKbFile, type KbFile } from '../../contract/user-area';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { storedName, type Language } from '../../texts';
import { likePattern } from '../help/help-handlers';

/** A knowledge-base folder's name in the reader's language. */
const folderName = (name: string, kind: string | null, language: Language): string =>
  storedName('kbFolder.', kind, name, language);

type FileRow = {
  id: number;
  folder_id: number;
  folder_name: string;
  folder_kind: string | null;
  title: string;
  summary: string;
  kind: 'pdf' | 'image' | 'video' | 'doc';
  url: string;
  size_bytes: number;
  uploaded_by: string;
  uploaded_by_kind: string | null;
  created_at: number;
  read_count: number | null;
  reader_count: number;
};

const FILE_SELECT = `
  SELECT f.id, f.folder_id, d.name AS folder_name, d.name_kind AS folder_kind, f.title, f.summary,
         f.kind, f.url, f.size_bytes, f.uploaded_by, f.uploaded_by_kind, f.created_at, mine.read_count,
         (SELECT COUNT(*) FROM kb_reads r WHERE r.file_id = f.id) AS reader_count
  FROM kb_files f
  JOIN kb_folders d ON d.id = f.folder_id
  LEFT JOIN kb_reads mine ON mine.file_id = f.id AND mine.user_id = @userId`;

const toFile =
  (language: Language) =>
  (row: FileRow): Static<typeof KbFile> => ({
    id: row.id,
    folder: { id: row.folder_id, name: folderName(row.folder_name, row.folder_kind, language) },
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    url: row.url,
    size_bytes: row.size_bytes,
    // A department that shares files is named in the reader's language; anyone else as written.
    uploaded_by: storedName('department.', row.uploaded_by_kind, row.uploaded_by, language),
    created_at: row.created_at,
    read_count: row.read_count ?? 0,
    reader_count: row.reader_count,
  });

function findFile(db: Db, userId: number, id: number, language: Language) {
  const row = statement<Record<string, unknown>, FileRow>(
    db,
    `${FILE_SELECT} WHERE f.id = @id`,
  ).get({ userId, id });
  if (!row) throw notFound('file');
  return toFile(language)(row);
}

type FolderRow = { id: number; name: string; name_kind: string | null; parent_id: number | null };

function folderPath(db: Db, folderId: number, language: Language): { id: number; name: string }[] {
  const path: { id: number; name: string }[] = [];
  let id: number | null = folderId;
  while (id !== null) {
    const folder: FolderRow | undefined = statement<[number], FolderRow>(
      db,
      'SELECT id, name, name_kind, parent_id FROM kb_folders WHERE id = ?',
    ).get(id);
    if (!folder) throw notFound('folder');
    path.unshift({ id: folder.id, name: folderName(folder.name, folder.name_kind, language) });
    id = folder.parent_id;
  }
  return path;
}

export const knowledgeBaseHandlers = [
  implement(listKnowledgeBase, ({ query, caller, services, language }) => {
    const { db } = services;
    const keyword = query.keyword?.trim() || null;
    const folderId = keyword ? null : (query.folder_id ?? null);
    const path = folderId === null ? [] : folderPath(db, folderId, language);
    // A search looks through every folder; browsing shows one folder's own files.
    const folders = keyword
      ? []
      : statement<
          { parent: number | null },
          { id: number; name: string; name_kind: string | null; file_count: number }
        >(
          db,
          `WITH RECURSIVE tree(root, id) AS (
             SELECT id, id FROM kb_folders WHERE parent_id IS @parent
             UNION ALL SELECT tree.root, c.id FROM kb_folders c JOIN tree ON c.parent_id = tree.id)
           SELECT d.id, d.name, d.name_kind,
                  (SELECT COUNT(*) FROM kb_files f JOIN tree t ON f.folder_id = t.id WHERE t.root = d.id)
                    AS file_count
           FROM kb_folders d WHERE d.parent_id IS @parent ORDER BY d.sort, d.id`,
        )
          .all({ parent: folderId })
          .map(({ name_kind, ...folder }) => ({
            ...folder,
            name: folderName(folder.name, name_kind, language),
          }));
    const page = pageOf(db, {
      select: keyword
        ? `${FILE_SELECT} WHERE (f.title LIKE @pattern ESCAPE '\\' OR f.summary LIKE @pattern ESCAPE '\\')`
        : `${FILE_SELECT} WHERE f.folder_id IS @folderId`,
      orderBy: 'f.created_at DESC, f.id DESC',
      params: keyword
        ? { userId: caller.user.id, pattern: likePattern(keyword) }
        : { userId: caller.user.id, folderId },
      page: query.page,
      pageSize: query.pageSize,
      map: toFile(language),
      language,
    });
    return { ...page, path, folders };
  }),

  implement(getKbFile, ({ params, caller, services, language }) =>
    findFile(services.db, caller.user.id, params.id, language),
  ),

  implement(readKbFile, ({ params, caller, services, language }) => {
    const { db } = services;
    findFile(db, caller.user.id, params.id, language);
    const now = nowSeconds();
    statement(
      db,
      `INSERT INTO kb_reads (user_id, file_id, first_read_at, last_read_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, file_id) DO UPDATE SET last_read_at = excluded.last_read_at,
         read_count = read_count + 1`,
    ).run(caller.user.id, params.id, now, now);
    return findFile(db, caller.user.id, params.id, language);
  }),
];
