import { advanceClock } from '../src/clock';
import { displayName, maskMobile } from '../src/features/users/display-name';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('a person’s display name', () => {
  it.each([
    [{ username: '李晓明', nickname: '晓明', mobile: '13800000000' }, '李晓明'],
    [{ username: '  ', nickname: '晓明', mobile: '13800000000' }, '晓明'],
    [{ username: '', nickname: '', mobile: '13800001234' }, '138****1234'],
    [{ username: '', nickname: '', mobile: null }, ''],
    [{ username: '', nickname: '', mobile: null, deleted_at: 100 }, 'Deleted user'],
    [{ username: '李晓明', nickname: '晓明', mobile: null, deleted_at: 100 }, 'Deleted user'],
  ])('%j is shown as %j', (person, expected) => {
    expect(displayName(person, 'en')).toBe(expected);
  });

  it('reads a deleted account in the reader’s language', () => {
    expect(displayName({ username: '', nickname: '', mobile: null, deleted_at: 1 }, 'zh-CN')).toBe(
      '已注销用户',
    );
  });

  it.each([
    ['13800001234', '138****1234'],
    ['123', '123'],
    [null, ''],
  ])('masks %s as %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});

describe('one person, one name, everywhere the API names them', () => {
  const JOINED = '13800000000';
  const SHOP_MANAGER = '13800000003';
  let server: TestServer;
  let joined: string;
  let manager: string;
  beforeAll(async () => {
    server = await startTestServer();
    joined = await server.login(JOINED);
    manager = await server.login(SHOP_MANAGER);
  });
  afterAll(() => server.close());

  const data = async <T>(path: string, token: string, body?: unknown): Promise<T> => {
    const reply = await server.call(body === undefined ? 'GET' : 'POST', path, { token, body });
    expect([0, '0']).toContain(reply.body.code);
    return reply.body.data as T;
  };

  it('the joined demo user is 李晓明 on Mine, in rankings, team lists and comments', async () => {
    const me = await data<{ id: number; username: string; nickname: string; display_name: string }>(
      '/api/me',
      joined,
    );
    expect(me).toMatchObject({ username: '李晓明', nickname: '晓明', display_name: '李晓明' });

    const activity = (
      server.db
        .prepare("SELECT id FROM clockin_activities WHERE title = '21天产品知识打卡挑战'")
        .get() as { id: number }
    ).id;
    const ranking = await data<{ me: { user: { name: string } } }>(
      `/api/clockin/activities/${activity}/ranking`,
      joined,
    );
    expect(ranking.me.user.name).toBe(me.display_name);

    const people = await data<{ list: { id: number; name: string }[] }>(
      '/api/team/people',
      manager,
    );
    expect(people.list.find((p) => p.id === me.id)?.name).toBe(me.display_name);

    const team = await data<{ list: { user: { id: number; name: string } }[] }>(
      '/api/compulsory/team?pageSize=100',
      manager,
    );
    expect(team.list.find((m) => m.user.id === me.id)?.user.name).toBe(me.display_name);

    const study = await data<{ list: { id: number; name: string }[] }>(
      '/api/study-ranking',
      joined,
    );
    expect(study.list.find((p) => p.id === me.id)?.name).toBe(me.display_name);

    const question = (server.db.prepare('SELECT id FROM questions LIMIT 1').get() as { id: number })
      .id;
    const comment = await data<{ author: { name: string; nickname: string } }>(
      `/api/exam/questions/${question}/comments`,
      joined,
      { body: '讲得清楚' },
    );
    expect(comment.author).toMatchObject({ name: me.display_name, nickname: me.display_name });
  });

  it('a new account has no generated nickname: it is shown by its masked mobile', async () => {
    await server.call('POST', '/api/sms', { body: { mobile: '13912340077', scene: 'login' } });
    const login = await server.call('POST', '/api/login', {
      body: { mobile: '13912340077', code: server.lastSmsCode('13912340077') },
    });
    expect(login.body).toMatchObject({
      code: 0,
      data: { user: { nickname: '', username: '', display_name: '139****0077' } },
    });
  });

  it('a deleted account is named in the reader’s language', async () => {
    const mobile = '13912340088';
    await server.call('POST', '/api/sms', { body: { mobile, scene: 'login' } });
    const token = (
      (
        await server.call('POST', '/api/login', {
          body: { mobile, code: server.lastSmsCode(mobile) },
        })
      ).body.data as { token: string }
    ).token;
    const question = (server.db.prepare('SELECT id FROM questions LIMIT 1').get() as { id: number })
      .id;
    // Only joined members comment: join this account to the demo team directly.
    server.db
      .prepare(
        "UPDATE users SET is_check = 2, username = '王小二', sex = 1, team_id = 1, shop_id = 1, area_id = 1 WHERE mobile = ?",
      )
      .run(mobile);
    const posted = await data<{ id: number }>(`/api/exam/questions/${question}/comments`, token, {
      body: '很有帮助',
    });
    advanceClock(61_000); // past the SMS resend wait
    await server.call('POST', '/api/sms', { body: { mobile, scene: 'logoff' } });
    const gone = await server.call('POST', '/api/logoff', {
      token,
      body: { code: server.lastSmsCode(mobile) },
    });
    expect(gone.body).toMatchObject({ code: 0 });
    const read = async (language: string) =>
      (
        (
          await server.call('GET', `/api/exam/questions/${question}/comments`, {
            token: joined,
            query: { pageSize: 100 },
            headers: { 'accept-language': language },
          })
        ).body.data as { list: { id: number; author: { name: string } }[] }
      ).list.find((c) => c.id === posted.id)?.author.name;
    expect(await read('en')).toBe('Deleted user');
    expect(await read('zh-CN')).toBe('已注销用户');
  });
});
