import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';

/** Issue 17: what the shell reports about the remotes it loads, and the view per release. */

export const CLIENT_REPORT_KINDS = [
  'remote-load',
  'boundary',
  'unhandled',
  'lcp',
  'render-fallback',
] as const;
/** Kinds that are not errors of a release: a page-load timing, a page the server did not render. */
export const NOT_ERROR_KINDS: readonly ClientReportKind[] = ['lcp', 'render-fallback'];
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

export const MAX_REPORTS_PER_BATCH = 50;
/** A batch larger than this is refused (413) before it is parsed. */
export const CLIENT_REPORTS_BODY_LIMIT_BYTES = 64 * 1024;
/** Reports one device may send in a minute; a batch that would pass it is refused whole (429). */
export const MAX_REPORTS_PER_DEVICE_MINUTE = 120;
export const MAX_LCP_MS = 600000;

const REMOTE_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
const RELEASE_PATTERN = '^[0-9A-Za-z.+_-]{1,64}$';

type Rules = {
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  description: string;
};

/** A value of the given rules, or null: one schema (not a union) so a 422 names the rule. */
const nullableString = (rules: Rules) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...rules });
const nullableNumber = (rules: Rules) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], ...rules });
const nullableInteger = (rules: Rules) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], ...rules });

const ClientId = (what: string) =>
  Type.String({
    pattern: '^[A-Za-z0-9_-]{8,64}$',
    description: `8 to 64 characters of A-Z, a-z, 0-9, _ and - (${what})`,
  });

export const ClientReport = Type.Object(
  {
    kind: Type.Union(
      CLIENT_REPORT_KINDS.map((k) => Type.Literal(k)),
      {
        description:
          "lcp is a page-load timing; render-fallback, a page the shell's server sent to render in the browser (message: why); every other kind is an error",
      },
    ),
    remote: nullableString({
      pattern: REMOTE_PATTERN,
      description:
        "a federation name such as mf_exam (^[a-z][a-z0-9_]{0,39}$), or null for the shell's own",
    }),
    release: nullableString({
      pattern: RELEASE_PATTERN,
      description:
        'a release id of at most 64 characters of 0-9, A-Z, a-z, ., +, _ and - ("local" for a local build), or null',
    }),
    page: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^/[^?#]*$',
      description: 'the route path: starts with /, without query string or fragment',
    }),
    message: Type.Optional(
      nullableString({
        maxLength: 500,
        description: 'what went wrong, at most 500 characters (error reports only)',
      }),
    ),
    value: Type.Optional(
      nullableNumber({
        minimum: 0,
        maximum: MAX_LCP_MS,
        description: 'the largest contentful paint in milliseconds, 0 to 600000 (lcp only)',
      }),
    ),
    at: Type.Integer({
      minimum: 0,
      maximum: 8640000000000000,
      description: 'when it happened, epoch milliseconds',
    }),
  },
  { additionalProperties: false, $id: 'ClientReport' },
);

export const sendClientReports = defineOperation({
  operationId: 'sendClientReports',
  method: 'post',
  path: '/api/client-reports',
  tier: 'public',
  tag: 'system',
  summary: "The shell's error reports and page-load timings, per remote and release",
  description: [
    'Sent by the shell with `navigator.sendBeacon` (the JSON as `text/plain`, so no preflight and no Authorization header) or `fetch` with `keepalive` (`application/json`).',
    'The only personal data is `user_id` as the body names it (null for visitors); the server keeps no address and no user agent.',
    `A body over ${CLIENT_REPORTS_BODY_LIMIT_BYTES / 1024} KB is refused (HTTP 413) before it is read; 1 to ${MAX_REPORTS_PER_BATCH} reports a batch; a bad field refuses the whole batch (HTTP 422 naming it). A device sends at most ${MAX_REPORTS_PER_DEVICE_MINUTE} reports a minute: a batch that would pass it is refused whole (HTTP 429). A refused batch stores nothing.`,
  ].join('\n\n'),
  body: Type.Object(
    {
      session: ClientId('a random id per browser session'),
      device: ClientId('the device id the shell keeps in localStorage'),
      user_id: nullableInteger({
        minimum: 1,
        maximum: 2147483647,
        description: 'the logged-in user, null for a visitor',
      }),
      reports: Type.Array(ClientReport, { minItems: 1, maxItems: MAX_REPORTS_PER_BATCH }),
    },
    { additionalProperties: false },
  ),
  textPlainBody: true,
  bodyLimitBytes: CLIENT_REPORTS_BODY_LIMIT_BYTES,
  tooManyRequests: `more than ${MAX_REPORTS_PER_DEVICE_MINUTE} reports from one device in a minute; nothing of the batch is stored`,
  data: Type.Object({
    stored: Type.Integer({ minimum: 1, description: 'how many reports were stored' }),
  }),
});

export const ReleaseStats = Type.Object(
  {
    remote: Type.String(),
    release: Type.String(),
    sessions: Type.Integer({
      minimum: 1,
      description: 'distinct sessions with any report for this remote and release',
    }),
    error_sessions: Type.Integer({
      minimum: 0,
      description:
        'of those, sessions with at least one error report (kind other than lcp and render-fallback)',
    }),
    errors: Type.Integer({ minimum: 0, description: 'error reports' }),
    error_rate: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'error_sessions / sessions',
    }),
    lcp_p75: Type.Union([Type.Number(), Type.Null()], {
      description: '75th percentile (nearest rank) of the lcp values in ms; null without any',
    }),
    lcp_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ReleaseStats' },
);

export const listReleaseStats = defineOperation({
  operationId: 'listReleaseStats',
  method: 'get',
  path: '/api/client-reports/releases',
  tier: 'public',
  tag: 'system',
  summary: "A remote's releases over a window: sessions, error rate and p75 LCP",
  description:
    'Aggregates the client reports whose `at` lies in [since, until) per release of the remote, the release first reported in the window first; reports that named no release are left out. Aggregates only, no personal data; what the deploy tool (`npm run releases`, `npm run release-check`) reads.',
  query: Type.Object(
    {
      remote: Type.String({
        pattern: REMOTE_PATTERN,
        description: 'the federation name, e.g. mf_exam',
      }),
      since: Type.String({
        format: 'date-time',
        description: 'an ISO 8601 date-time with its zone, e.g. 2026-11-25T15:00:00.000Z',
      }),
      until: Type.Optional(
        Type.String({
          format: 'date-time',
          description: 'an ISO 8601 date-time with its zone (default now), not before since',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  data: Type.Array(ReleaseStats),
});

export const clientReportOperations = [sendClientReports, listReleaseStats] as const;
