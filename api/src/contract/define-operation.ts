import type { TObject, TSchema } from '@sinclair/typebox';
import type { TextKey } from '../texts';

/**
 * Who may call an operation, the spec's three access levels:
 * - public: anyone; a valid token is read when present (visitor otherwise)
 * - member: logged in, whatever the join state (the spec's pre-join pages)
 * - joined: logged in and is_check 2
 */
export type Tier = 'public' | 'member' | 'joined';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type OperationSpec = {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI-style path: `/api/orders/{id}`. */
  path: string;
  tier: Tier;
  tag: string;
  summary: string;
  description?: string;
  params?: TObject;
  query?: TObject;
  body?: TObject;
  /** multipart/form-data body (uploads): validated by the handler, described here. */
  multipart?: { fields: Record<string, { description: string; binary?: boolean }> };
  /** Schema of `data` in the success envelope. */
  data: TSchema;
  /** `/api/me` answers code "0" as the spec shows; everything else answers 0. */
  successCode?: 0 | '0';
  /** The reply is the raw bytes of a file, not an envelope. */
  binary?: true;
  /** The content type a binary reply always has (the reference page names it). */
  mime?: string;
  /**
   * The reply is an HTML page (text/html) a person opens in a browser, not an envelope: the
   * handler returns `{status, html}`. Unknown ids answer HTTP 404 `{status_code, message}`.
   */
  html?: true;
  /** Business-rule refusals (`code: 1`) this operation may answer, for the reference page. */
  refusals?: TextKey[];
  /**
   * The JSON body may also come as `text/plain` (what `navigator.sendBeacon` sends without a
   * preflight); it is parsed as JSON and validated the same.
   */
  textPlainBody?: true;
  /** A smaller body limit than the server's: a larger body is refused with HTTP 413 unread. */
  bodyLimitBytes?: number;
  /** When the operation answers HTTP 429 (a rate limit), for the reference page. */
  tooManyRequests?: string;
  /** When the operation answers HTTP 503 (the server cannot do it now), for the reference page. */
  unavailable?: string;
};

export function defineOperation<const T extends OperationSpec>(spec: T): T {
  return spec;
}
