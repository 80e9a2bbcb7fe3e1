import type { Static, TObject } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationSpec } from '../contract/define-operation';
import type { Services } from '../services';
import type { Language } from '../texts';
import type { UserRow } from '../features/users/user-row';

/** Who is calling: a visitor, or a user whose token checked out. */
export type Caller =
  { kind: 'visitor' } | { kind: 'user'; user: UserRow; jti: string; exp: number };
export type UserCaller = Extract<Caller, { kind: 'user' }>;

type StaticOr<T, Fallback> = T extends TObject ? Static<T> : Fallback;

export type FileReply = {
  /** Absolute path of the file to stream (Range requests supported). */
  filePath: string;
  mime: string;
  fileName: string;
  download: boolean;
};

/** A page for a browser: sent as text/html with the page headers (a strict CSP, noindex). */
export type HtmlReply = { status: 200 | 404; html: string };

export type HandlerContext<O extends OperationSpec> = {
  body: StaticOr<O['body'], undefined>;
  query: StaticOr<O['query'], Record<string, never>>;
  params: StaticOr<O['params'], Record<string, never>>;
  caller: O['tier'] extends 'public' ? Caller : UserCaller;
  services: Services;
  /** The reader's language (Accept-Language): texts the handler writes into data use it. */
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type HandlerResult<O extends OperationSpec> = O['binary'] extends true
  ? FileReply
  : O['html'] extends true
    ? HtmlReply
    : Static<O['data']>;

export type Implementation<O extends OperationSpec = OperationSpec> = {
  operation: O;
  handler: (ctx: HandlerContext<O>) => HandlerResult<O> | Promise<HandlerResult<O>>;
};

/** Ties a handler to its contract operation, typing its input and output from the schemas. */
export function implement<O extends OperationSpec>(
  operation: O,
  handler: (ctx: HandlerContext<O>) => HandlerResult<O> | Promise<HandlerResult<O>>,
): Implementation<OperationSpec> {
  return { operation, handler } as unknown as Implementation<OperationSpec>;
}
