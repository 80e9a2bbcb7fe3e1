import { render, text, type ParamArgs, type Text, type TextKey } from '../texts';

/**
 * Refusals travel as HTTP 200 envelopes with a non-zero `code` (the spec's client reads `code`);
 * bad input is HTTP 422. These classes are the only ways a handler says "no". Each carries a
 * text of the catalogue (`src/texts`), rendered in the reader's language when the reply is sent;
 * `message` is its English, for logs.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: 1 | 401 | 403 | 404 | 409,
    readonly text: Text,
  ) {
    super(render(text, 'en'));
  }
}

export class InputError extends Error {
  override name = 'InputError';
  constructor(readonly text: Text) {
    super(render(text, 'en'));
  }
}

/**
 * A refusal the HTTP status itself carries, answered `{status_code, message}` like a 422: too
 * many requests (429), where the client must not retry at once; a service the server cannot give
 * now (503: no font to set a certificate's PDF in).
 */
export class StatusError extends Error {
  override name = 'StatusError';
  constructor(
    readonly status: 429 | 503,
    readonly text: Text,
  ) {
    super(render(text, 'en'));
  }
}

type Subject<K> = K extends `notFound.${infer S}` ? S : never;
/** The kinds of thing a 404 can name: `notFound('order')` reads "Order not found". */
export type NotFoundSubject = Subject<TextKey>;

/** A business rule refused the request; the message is shown to the person as it is. */
export const refuse = <K extends TextKey>(key: K, ...params: ParamArgs<K>): ApiError =>
  new ApiError(1, text(key, ...params));
export const notFound = (what: NotFoundSubject): ApiError =>
  new ApiError(404, { key: `notFound.${what}` as TextKey, params: {} });
export const forbidden = <K extends TextKey>(key: K, ...params: ParamArgs<K>): ApiError =>
  new ApiError(403, text(key, ...params));
export const unauthorized = <K extends TextKey>(key: K, ...params: ParamArgs<K>): ApiError =>
  new ApiError(401, text(key, ...params));
export const badInput = <K extends TextKey>(key: K, ...params: ParamArgs<K>): InputError =>
  new InputError(text(key, ...params));
export const tooManyRequests = <K extends TextKey>(key: K, ...params: ParamArgs<K>): StatusError =>
  new StatusError(429, text(key, ...params));
export const unavailable = <K extends TextKey>(key: K, ...params: ParamArgs<K>): StatusError =>
  new StatusError(503, text(key, ...params));
