import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, Timestamp } from './common-schemas';

export const TemplateField = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    type: Type.Union([
      Type.Literal('text'),
      Type.Literal('number'),
      Type.Literal('date'),
      Type.Literal('textarea'),
    ]),
    required: Type.Boolean(),
  },
  { $id: 'TemplateField' },
);

export const FileTemplate = Type.Object(
  {
    id: Type.Integer(),
    category: Type.String(),
    title: Type.String(),
    description: Type.String(),
    fields: Type.Array(TemplateField),
    body_template: Type.String({ description: 'the text with {{key}} placeholders' }),
  },
  { $id: 'FileTemplate' },
);

export const FileDraft = Type.Object(
  {
    id: Type.Integer(),
    template_id: Type.Integer(),
    template_title: Type.String(),
    title: Type.String(),
    values: Type.Record(Type.String(), Type.String()),
    body: Type.String({ description: 'the template filled in with the values' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'FileDraft' },
);

export const listFileTemplates = defineOperation({
  operationId: 'listFileTemplates',
  method: 'get',
  path: '/api/file-templates',
  tier: 'joined',
  tag: 'training',
  summary: 'Procurement file templates with their form fields',
  data: Type.Object({ list: Type.Array(FileTemplate) }),
});

export const listFileDrafts = defineOperation({
  operationId: 'listFileDrafts',
  method: 'get',
  path: '/api/file-drafts',
  tier: 'joined',
  tag: 'training',
  summary: 'My saved drafts, latest first',
  data: Type.Object({ list: Type.Array(FileDraft) }),
});

export const saveFileDraft = defineOperation({
  operationId: 'saveFileDraft',
  method: 'post',
  path: '/api/file-drafts',
  tier: 'joined',
  tag: 'training',
  summary: 'Save a filled-in template as a draft (a new one, or my draft draft_id)',
  description:
    'Every required field must be filled; numbers are non-negative decimals, dates YYYY-MM-DD; text fields take 100 characters, textareas 140. A bad value is 422 naming the field.',
  body: Type.Object(
    {
      template_id: Id,
      draft_id: Type.Optional(Id),
      title: Type.String({ minLength: 1, maxLength: 60 }),
      values: Type.Record(
        Type.String({ pattern: '^[a-z_]{1,30}$' }),
        Type.String({ maxLength: 140 }),
        {
          maxProperties: 30,
        },
      ),
    },
    { additionalProperties: false },
  ),
  data: FileDraft,
});

export const fileOperations = [listFileTemplates, listFileDrafts, saveFileDraft] as const;
