import type { Static } from '@sinclair/typebox';
import {
  listFileDrafts,
  listFileTemplates,
  saveFileDraft,
  type FileDraft,
  type TemplateField,
} from '../../contract/training-files';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { badInput, notFound, type InputError } from '../../http/api-error';
import { implement } from '../../http/implement';
import { storedName, type Language } from '../../texts';

type Field = Static<typeof TemplateField>;

/** A field as stored: its label's kind beside the label it was written with. */
type StoredField = Field & { label_kind?: string };

type TemplateRow = {
  id: number;
  category: string;
  category_kind: string | null;
  title: string;
  description: string;
  fields: string;
  body_template: string;
};

type DraftRow = {
  id: number;
  template_id: number;
  template_title: string;
  body_template: string;
  title: string;
  field_values: string;
  created_at: number;
  updated_at: number;
};

const TEXT_MAX = 100;
const TEXTAREA_MAX = 140;
const NUMBER = /^\d+(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The template's text with each {{key}} replaced by its value (blank when not filled). */
export const fillTemplate = (body: string, values: Record<string, string>): string =>
  body.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Why a value does not fit its field (bad input naming the field), or null. */
function problemWith(field: Field, value: string): InputError | null {
  const named = { key: field.key, label: field.label };
  if (value.trim() === '') return field.required ? badInput('input.fieldRequired', named) : null;
  if (field.type === 'number' && !NUMBER.test(value)) return badInput('input.fieldNumber', named);
  if (field.type === 'date' && !isRealDate(value)) return badInput('input.fieldDate', named);
  if (field.type === 'text' && value.length > TEXT_MAX)
    return badInput('input.fieldTooLong', { ...named, max: TEXT_MAX });
  if (field.type === 'textarea' && value.length > TEXTAREA_MAX)
    return badInput('input.fieldTooLong', { ...named, max: TEXTAREA_MAX });
  return null;
}

const stringValues = (json: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(JSON.parse(json) as Record<string, string | number>).map(([k, v]) => [
      k,
      String(v),
    ]),
  );

const draftView = (row: DraftRow): Static<typeof FileDraft> => {
  const values = stringValues(row.field_values);
  return {
    id: row.id,
    template_id: row.template_id,
    template_title: row.template_title,
    title: row.title,
    values,
    body: fillTemplate(row.body_template, values),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
};

const DRAFT_SELECT = `SELECT d.id, d.template_id, t.title AS template_title, t.body_template, d.title,
    d.field_values, d.created_at, d.updated_at
  FROM file_drafts d JOIN file_templates t ON t.id = d.template_id`;

const TEMPLATE_COLUMNS = 'id, category, category_kind, title, description, fields, body_template';

function findTemplate(db: Db, id: number): TemplateRow | undefined {
  return statement<[number], TemplateRow>(
    db,
    `SELECT ${TEMPLATE_COLUMNS} FROM file_templates WHERE id = ?`,
  ).get(id);
}

/** A template's fields with their labels in the reader's language. */
const fieldsOf = (row: TemplateRow, language: Language): Field[] =>
  (JSON.parse(row.fields) as StoredField[]).map(({ label_kind, ...field }) => ({
    ...field,
    label: storedName('fileField.', label_kind, field.label, language),
  }));

export const fileHandlers = [
  implement(listFileTemplates, ({ services, language }) => ({
    list: statement<[], TemplateRow>(
      services.db,
      `SELECT ${TEMPLATE_COLUMNS} FROM file_templates ORDER BY sort, id`,
    )
      .all()
      .map(({ category_kind, ...t }) => ({
        ...t,
        category: storedName('fileCategory.', category_kind, t.category, language),
        fields: fieldsOf({ ...t, category_kind }, language),
      })),
  })),

  implement(listFileDrafts, ({ caller, services }) => ({
    list: statement<[number], DraftRow>(
      services.db,
      `${DRAFT_SELECT} WHERE d.user_id = ? ORDER BY d.updated_at DESC, d.id DESC`,
    )
      .all(caller.user.id)
      .map(draftView),
  })),

  implement(saveFileDraft, ({ body, caller, services, language }) => {
    const { db } = services;
    if (body.title.trim() === '') throw badInput('input.titleRequired');
    const template = findTemplate(db, body.template_id);
    if (!template) throw badInput('input.noTemplate');
    const fields = fieldsOf(template, language);
    for (const key of Object.keys(body.values))
      if (!fields.some((f) => f.key === key)) throw badInput('input.notTemplateField', { key });
    for (const field of fields) {
      const problem = problemWith(field, body.values[field.key] ?? '');
      if (problem) throw problem;
    }
    const values = Object.fromEntries(
      fields
        .filter((f) => (body.values[f.key] ?? '').trim() !== '')
        .map((f) => [f.key, body.values[f.key]!.trim()]),
    );
    const now = nowSeconds();
    let id: number;
    if (body.draft_id !== undefined) {
      const { changes } = db
        .prepare(
          'UPDATE file_drafts SET template_id = ?, title = ?, field_values = ?, updated_at = ? WHERE id = ? AND user_id = ?',
        )
        .run(
          template.id,
          body.title.trim(),
          JSON.stringify(values),
          now,
          body.draft_id,
          caller.user.id,
        );
      if (!changes) throw notFound('draft');
      id = body.draft_id;
    } else {
      id = Number(
        db
          .prepare(
            'INSERT INTO file_drafts (template_id, user_id, title, field_values, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(template.id, caller.user.id, body.title.trim(), JSON.stringify(values), now, now)
          .lastInsertRowid,
      );
    }
    return draftView(statement<[number], DraftRow>(db, `${DRAFT_SELECT} WHERE d.id = ?`).get(id)!);
  }),
];
