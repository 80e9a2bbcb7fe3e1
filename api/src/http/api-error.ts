/**
 * Refusals travel as HTTP 200 envelopes with a non-zero `code` (the spec's client reads `code`);
 * bad input is HTTP 422. These classes are the only ways a handler says "no".
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: 1 | 401 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export class InputError extends Error {
  override name = 'InputError';
}

/** A business rule refused the request; the message is shown to the person as it is. */
export const refuse = (message: string): ApiError => new ApiError(1, message);
export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);
export const forbidden = (message: string): ApiError => new ApiError(403, message);
export const unauthorized = (message: string): ApiError => new ApiError(401, message);
export const badInput = (field: string, problem: string): InputError =>
  new InputError(`${field} ${problem}`);
