import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../src/app';
import { loadConfig, type ApiMode } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/open-database';
import type { Services } from '../../src/services';

export type DevServer = {
  app: FastifyInstance;
  services: Services;
  db: Db;
  baseUrl: string;
  close(): Promise<void>;
};

/** A real server on a random port over a fresh temporary data directory. */
export async function startServer(mode: ApiMode = 'development'): Promise<DevServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-dev-pages-'));
  const config = loadConfig({
    API_DATA_DIR: dataDir,
    API_MODE: mode,
    API_PORT: '0',
    API_LOG_LEVEL: 'silent',
  });
  const db = openDatabase(dataDir);
  const { app, services } = await buildApp(config, db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    services,
    db,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestUser = { id: number; mobile: string };

export function insertUser(
  db: Db,
  fields: { mobile: string; isCheck?: 0 | 1 | 2; username?: string; role?: string },
): TestUser {
  const now = Math.floor(Date.now() / 1000);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (mobile, username, is_check, role, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.mobile,
      fields.username ?? '',
      fields.isCheck ?? 0,
      fields.role ?? 'staff',
      now,
      now,
    );
  return { id: Number(lastInsertRowid), mobile: fields.mobile };
}

export const form = (fields: Record<string, string>): URLSearchParams =>
  new URLSearchParams(fields);

type Envelope<T> = { code: number | string; message: string; data: T };

/** Calls a contract endpoint with JSON and returns its envelope. */
export async function callApi<T>(
  server: DevServer,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = options.token;
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A websocket whose frames are queued, so a test can await the next one. */
export type SocketProbe = {
  socket: WebSocket;
  next(): Promise<Record<string, unknown>>;
  close(): void;
};

export async function openSocket(url: string): Promise<SocketProbe> {
  const socket = new WebSocket(url);
  const frames: Record<string, unknown>[] = [];
  const waiting: ((frame: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    const resolve = waiting.shift();
    if (resolve) resolve(frame);
    else frames.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    next: () => {
      const queued = frames.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => socket.close(),
  };
}

/** The HTTP status a websocket upgrade is answered with when the server refuses it. */
export function upgradeRefusal(url: string, headers: { origin: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin: headers.origin });
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    // Destroying the handshake request reports an error this probe expects.
    socket.on('error', () => undefined);
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
  });
}
