import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import {
  isTextKey,
  parseParams,
  render,
  storeParams,
  type Language,
  type TextKey,
  type TextParams,
} from '../../texts';

/** Kinds of notice text: `notice.<kind>.title` and `notice.<kind>.body` in the catalogue. */
export type NoticeTextKind = TextKey extends infer K
  ? K extends `notice.${infer Kind}.title`
    ? Kind
    : never
  : never;

type ParamsOf<Kind extends NoticeTextKind> = TextParams<`notice.${Kind}.title`> &
  TextParams<`notice.${Kind}.body`>;

/** The category a notice is filed under (the notices.kind column). */
export type NoticeCategory = 'system' | 'course' | 'exam' | 'team' | 'clockin' | 'order' | 'points';

/** A notice's title and body in the reader's language; an unknown kind reads as stored words. */
export function noticeText(
  kind: string,
  paramsJson: string,
  language: Language,
): { title: string; body: string } {
  const params = parseParams(paramsJson);
  const title = `notice.${kind}.title`;
  const body = `notice.${kind}.body`;
  if (!isTextKey(title) || !isTextKey(body)) {
    return {
      title: render({ key: 'notice.legacy.title', params }, language),
      body: render({ key: 'notice.legacy.body', params }, language),
    };
  }
  return {
    title: render({ key: title, params }, language),
    body: render({ key: body, params }, language),
  };
}

/** Sends a notice to a user: its words are a kind of the catalogue and its parameters. */
export function sendNotice<Kind extends NoticeTextKind>(
  db: Db,
  notice: {
    userId: number;
    category: NoticeCategory;
    kind: Kind;
    params: ParamsOf<Kind>;
    link: string;
    at: number;
  },
): void {
  statement(
    db,
    'INSERT INTO notices (user_id, kind, text_kind, text_params, link, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    notice.userId,
    notice.category,
    notice.kind,
    storeParams(notice.params as Record<string, string | number>),
    notice.link,
    notice.at,
  );
}
