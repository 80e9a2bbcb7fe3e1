/** Texts the API answers with in envelopes; the frontend shows them as they are. */
export const MESSAGES = {
  ok: 'ok',
  loginRequired: 'Please log in first',
  loginExpired: 'Your login has expired',
  loginRevoked: 'Your login has ended; please log in again',
  joinRequired: 'Please join a team first',
  badSignature: 'Your login has expired',
} as const;
