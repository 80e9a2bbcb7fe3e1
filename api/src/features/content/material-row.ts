import type { Static } from '@sinclair/typebox';
import type { MaterialItem } from '../../contract/content';
import { storedName, type Language } from '../../texts';

/** A material row joined with its category; `MATERIAL_SELECT` has no WHERE, so callers add theirs. */
export type MaterialRow = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  category_id: number;
  category_name: string;
  category_kind: string | null;
  read_count: number;
  download_count: number;
  attachment_count: number;
  /** Comma-separated distinct attachment kinds, in attachment order; null without attachments. */
  attachment_kinds: string | null;
  is_public: 0 | 1;
  published_at: number;
};

export const MATERIAL_COLUMNS = `m.id, m.title, m.summary, m.cover, m.category_id,
  c.name AS category_name, c.name_kind AS category_kind, m.read_count, m.download_count,
  (SELECT COUNT(*) FROM material_attachments a WHERE a.material_id = m.id) AS attachment_count,
  (SELECT group_concat(kind) FROM (
     SELECT a.kind FROM material_attachments a WHERE a.material_id = m.id
     GROUP BY a.kind ORDER BY MIN(a.sort), MIN(a.id))) AS attachment_kinds,
  m.is_public, m.published_at`;
export const MATERIAL_FROM = 'FROM materials m JOIN material_categories c ON c.id = m.category_id';
export const MATERIAL_SELECT = `SELECT ${MATERIAL_COLUMNS} ${MATERIAL_FROM}`;

/** Newest first. */
export const MATERIAL_ORDER = 'm.published_at DESC, m.id DESC';

/** A material category's name in the reader's language. */
export const materialCategoryName = (
  row: { name: string; name_kind: string | null },
  language: Language,
): string => storedName('materialCategory.', row.name_kind, row.name, language);

type AttachmentKind = Static<typeof MaterialItem>['attachment_kinds'][number];
const ATTACHMENT_KINDS: readonly string[] = ['pdf', 'image', 'video'] satisfies AttachmentKind[];
const isAttachmentKind = (kind: string): kind is AttachmentKind => ATTACHMENT_KINDS.includes(kind);

/** The comma-separated kinds from `MATERIAL_COLUMNS` as the contract's list. */
const attachmentKinds = (joined: string | null): AttachmentKind[] =>
  joined ? joined.split(',').filter(isAttachmentKind) : [];

export const toMaterialItem = (
  row: MaterialRow,
  language: Language,
): Static<typeof MaterialItem> => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  category: {
    id: row.category_id,
    name: materialCategoryName({ name: row.category_name, name_kind: row.category_kind }, language),
  },
  read_count: row.read_count,
  download_count: row.download_count,
  attachment_count: row.attachment_count,
  attachment_kinds: attachmentKinds(row.attachment_kinds),
  is_public: row.is_public === 1,
  published_at: row.published_at,
});

/** `%`, `_` and `\` in user input match themselves in `LIKE ... ESCAPE '\'`. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
