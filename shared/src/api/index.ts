// The API contract's types (User, Session, NewsItem, …, paths), generated from api/openapi.json
// by `npm run contract -w api`; re-exported whole so a new schema needs no edit here.
export type * from './schema.gen';
