import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { hashPasswordSync } from '../../src/auth/passwords';
import { resetClock } from '../../src/clock';
import { loadConfig, type ApiConfig } from '../../src/config';
import { operations, type OperationSpec } from '../../src/contract';
import { openDatabase, type Db } from '../../src/db/open-database';
import { seedDatabase } from '../../src/seed';
import type { Services } from '../../src/services';

export const DEMO_PASSWORD = 'Passw0rd!';

export type Reply = {
  status: number;
  body: { code?: number | string; message?: string; status_code?: number; data?: unknown };
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
};

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const dataValidators = new Map<OperationSpec, ReturnType<typeof ajv.compile>>();

function operationFor(method: string, pathname: string): OperationSpec | undefined {
  return operations.find(
    (op) =>
      op.method === method.toLowerCase() &&
      new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  );
}

/** Every successful reply in every test is checked against the contract's data schema. */
function assertMatchesContract(method: string, pathname: string, reply: Reply): void {
  const op = operationFor(method, pathname);
  if (!op || op.binary || reply.status !== 200) return;
  const code = reply.body.code;
  if (code !== 0 && code !== '0') return;
  expect(code).toBe(op.successCode ?? 0);
  let validate = dataValidators.get(op);
  if (!validate) {
    validate = ajv.compile(
      JSON.parse(
        JSON.stringify(op.data, (k, v: unknown) => (k === '$id' ? undefined : v)),
      ) as object,
    );
    dataValidators.set(op, validate);
  }
  if (!validate(reply.body.data)) {
    throw new Error(
      `${method} ${pathname} answered data outside the contract: ${ajv.errorsText(validate.errors)}`,
    );
  }
}

export type TestServer = {
  base: string;
  app: FastifyInstance;
  services: Services;
  db: Db;
  config: ApiConfig;
  call(method: string, pathname: string, options?: CallOptions): Promise<Reply>;
  login(mobile: string, password?: string): Promise<string>;
  /** Reads the newest code the simulated SMS gateway "sent" to a mobile. */
  lastSmsCode(mobile: string): string;
  close(): Promise<void>;
};

/** A real server on a random port over a fresh temporary data directory. */
export async function startTestServer(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestServer> {
  resetClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    API_DATA_DIR: dataDir,
    API_PORT: '0',
    API_LOG_LEVEL: 'silent',
    API_MODE: 'development',
    ...options.env,
  });
  const db = openDatabase(dataDir);
  if (options.seed !== false) seedDatabase(db, { hashPassword: hashPasswordSync });
  const { app, services } = await buildApp(config, db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (method, pathname, opts = {}) => {
    const url = new URL(pathname, base);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    // Tests read the English texts unless they ask for another language.
    const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
    if (opts.token !== undefined) headers.authorization = opts.token;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    const reply: Reply = {
      status: res.status,
      body: text ? (JSON.parse(text) as Reply['body']) : {},
    };
    assertMatchesContract(method, url.pathname, reply);
    return reply;
  };

  return {
    base,
    app,
    services,
    db,
    config,
    call,
    async login(mobile, password = DEMO_PASSWORD) {
      const reply = await call('POST', '/api/login', { body: { mobile, password } });
      if (reply.body.code !== 0)
        throw new Error(`login ${mobile} failed: ${JSON.stringify(reply.body)}`);
      return (reply.body.data as { token: string }).token;
    },
    lastSmsCode(mobile) {
      const row = db
        .prepare<[string], { code: string }>(
          'SELECT code FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1',
        )
        .get(mobile);
      if (!row) throw new Error(`no SMS sent to ${mobile}`);
      return row.code;
    },
    async close() {
      await app.close();
      db.close();
      resetClock();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `call` (token and body optional) and `data` (a success reply's data, checked to be one) for a
 * suite's server, which its `beforeAll` starts after these are made.
 */
export function callHelpers(server: () => TestServer) {
  const call = (method: string, path: string, token?: string, body?: unknown): Promise<Reply> =>
    server().call(method, path, {
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body } : {}),
    });
  async function data<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
    const reply = await call(method, path, token, body);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 0 });
    return reply.body.data as T;
  }
  return { call, data };
}
