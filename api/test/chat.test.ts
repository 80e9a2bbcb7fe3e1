import WebSocket from 'ws';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('13800000001');
});
afterAll(() => server.close());

function connect(query: string): Promise<{
  socket: WebSocket;
  frames: unknown[];
  closed: Promise<{ code: number; reason: string }>;
}> {
  const socket = new WebSocket(`${server.base.replace('http', 'ws')}/api/ws/chat${query}`);
  const frames: unknown[] = [];
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as unknown));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, frames, closed }));
    socket.on('error', reject);
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('customer-service chat', () => {
  it('closes a socket without a valid token', async () => {
    const { closed } = await connect('?token=garbage&lang=en');
    expect(await closed).toEqual({ code: 4401, reason: 'Please log in first' });
    // The reason is in the page's language (?lang=), Chinese when it names none.
    expect(await (await connect('?token=garbage&lang=zh-CN')).closed).toEqual({
      code: 4401,
      reason: '请先登录',
    });
  });

  it('echoes my message, agents receive it, an agent reply reaches me, and history keeps both', async () => {
    const { socket, frames } = await connect(`?token=${token}`);
    const agentFrames: string[] = [];
    const leave = server.services.chat.joinAsAgent({ send: (d) => agentFrames.push(d) });
    socket.send(JSON.stringify({ body: '你好，我的积分没有到账' }));
    await until(() => frames.length === 1);
    expect(frames[0]).toMatchObject({
      type: 'message',
      message: { sender: 'user', body: '你好，我的积分没有到账' },
    });
    expect(agentFrames).toHaveLength(1);

    const userId = (frames[0] as { user_id: number }).user_id;
    server.services.chat.post(userId, 'agent', '您好，已为您补发积分');
    await until(() => frames.length === 2);
    expect(frames[1]).toMatchObject({ message: { sender: 'agent', body: '您好，已为您补发积分' } });

    const history = await server.call('GET', '/api/chat/messages', { token });
    expect((history.body.data as { list: { body: string }[] }).list.map((m) => m.body)).toEqual([
      '你好，我的积分没有到账',
      '您好，已为您补发积分',
    ]);
    leave();
    socket.close();
  });

  it('answers bad frames with an error frame and stores nothing', async () => {
    const { socket, frames } = await connect(`?token=${token}`);
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM chat_messages').get();
    for (const bad of [
      'not json',
      '{}',
      JSON.stringify({ body: '  ' }),
      JSON.stringify({ body: 'x'.repeat(501) }),
    ])
      socket.send(bad);
    await until(() => frames.length === 4);
    expect(frames.every((f) => (f as { type: string }).type === 'error')).toBe(true);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM chat_messages').get()).toEqual(before);
    socket.close();
  });
});
