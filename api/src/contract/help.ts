import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { PageQuery, pagedWith } from './common-schemas';

export const Faq = Type.Object(
  { id: Type.Integer(), category: Type.String(), question: Type.String(), answer: Type.String() },
  { $id: 'Faq' },
);

export const listHelp = defineOperation({
  operationId: 'listHelp',
  method: 'get',
  path: '/api/help',
  tier: 'member',
  tag: 'help',
  summary: 'The FAQ (help list), searchable, by category',
  query: Type.Object(
    {
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      category: Type.Optional(Type.String({ maxLength: 50 })),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: pagedWith(Faq, {
    categories: Type.Array(Type.String(), { description: 'every FAQ category' }),
  }),
});

export const health = defineOperation({
  operationId: 'getHealth',
  method: 'get',
  path: '/api/health',
  tier: 'public',
  tag: 'system',
  summary: 'Liveness and readiness of the API and its database',
  data: Type.Object({
    status: Type.Literal('ok'),
    version: Type.String(),
    mode: Type.String(),
    uptime_seconds: Type.Integer(),
  }),
});

export const listDemoAccounts = defineOperation({
  operationId: 'listDemoAccounts',
  method: 'get',
  path: '/api/demo-accounts',
  tier: 'public',
  tag: 'system',
  summary:
    'The seeded demo accounts, for the login page: when the database was filled by the demo seed (API_DEMO_ACCOUNTS: auto, on or off)',
  data: Type.Object({
    password: Type.String(),
    list: Type.Array(
      Type.Object({
        mobile: Type.String(),
        label: Type.String({ description: "the account's state, in the reader's language" }),
        role: Type.String(),
        is_check: Type.Integer(),
      }),
    ),
  }),
});

export const helpOperations = [listHelp, health, listDemoAccounts] as const;
