import fs from 'node:fs';
import path from 'node:path';
import { operations } from '../src/contract';
import { buildOpenApiDocument } from '../src/contract/openapi-document';
import { implementations } from '../src/features';
import { apiRoot } from '../src/paths';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

describe('the OpenAPI contract', () => {
  it('is served at /api/openapi.json exactly as committed in api/openapi.json', async () => {
    const res = await fetch(`${server.base}/api/openapi.json`);
    const served = (await res.json()) as { openapi: string; info: { version: string } };
    expect(served.openapi).toBe('3.1.0');
    const committed = JSON.parse(
      fs.readFileSync(path.join(apiRoot, 'openapi.json'), 'utf8'),
    ) as unknown;
    expect(served).toEqual(committed);
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(served.info.version))));
  });

  it('has a browsable reference page at /api/docs', async () => {
    const res = await fetch(`${server.base}/api/docs/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
  });

  it('declares a tier for every operation and has exactly one handler per operation', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(implementations.map((i) => i.operation.operationId).sort()).toEqual([...ids].sort());
    for (const op of operations) expect(['public', 'member', 'joined']).toContain(op.tier);
  });

  it('includes every call of the spec with its method', () => {
    const spec = [
      'post /api/login',
      'get /api/me',
      'post /api/sms',
      'post /api/logout',
      'post /api/logoff',
      'get /api/help',
      'post /api/login/wx_mini',
      'post /api/login/wx_app',
      'post /api/login/scan',
      'post /api/login/bind',
      'post /api/login/bind_mobile',
      'get /api/login/qrcode',
      'get /api/login/ischeck',
    ];
    const have = new Set(operations.map((op) => `${op.method} ${op.path}`));
    for (const call of spec) expect(have).toContain(call);
  });

  it('answers unknown endpoints with 404 and a message', async () => {
    const reply = await server.call('GET', '/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toContain('/api/nothing-here');
  });

  it('answers /api/health', async () => {
    const reply = await server.call('GET', '/api/health');
    expect(reply.body).toMatchObject({ code: 0, data: { status: 'ok' } });
  });
});
