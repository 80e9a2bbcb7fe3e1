import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';
const PENDING = '13800000002';
const SHOP_MANAGER = '13800000003';
const AREA_MANAGER = '13800000004';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Data<T> = { code: number; message: string; data: T };
const data = <T>(reply: { body: unknown }): T => (reply.body as Data<T>).data;

describe('daily check-in', () => {
  it('checks in once a day, earns points and writes the ledger', async () => {
    const token = await server.login(NOT_JOINED);
    const before = data<{ signed_today: boolean; points: number; next_points: number }>(
      await server.call('GET', '/api/user/sign-in', { token }),
    );
    expect(before.signed_today).toBe(false);
    const signed = await server.call('POST', '/api/user/sign-in', { token });
    expect(signed.body).toMatchObject({
      code: 0,
      data: { signed_today: true, streak: 1, points: before.points + before.next_points },
    });
    const again = await server.call('POST', '/api/user/sign-in', { token });
    expect(again.body).toEqual({
      code: 1,
      message: 'You have already checked in today',
      data: null,
    });
    const ledger = data<{ list: { delta: number; reason: string; balance_after: number }[] }>(
      await server.call('GET', '/api/user/points', { token, query: { type: 'earned' } }),
    );
    expect(ledger.list[0]).toMatchObject({
      delta: before.next_points,
      reason: 'sign_in',
      balance_after: before.points + before.next_points,
    });
  });

  it('shows a month and validates it', async () => {
    const token = await server.login(JOINED);
    const month = data<{ days: { day: string }[] }>(
      await server.call('GET', '/api/user/sign-in', { token, query: { month: '2026-10' } }),
    );
    expect(month.days.length).toBeGreaterThan(0);
    expect(month.days.every((d) => d.day.startsWith('2026-10'))).toBe(true);
    const bad = await server.call('GET', '/api/user/sign-in', {
      token,
      query: { month: '2026-13' },
    });
    expect(bad.status).toBe(422);
    expect((await server.call('GET', '/api/user/sign-in')).body.code).toBe(401);
  });
});

describe('points ledger', () => {
  it('lists entries with a running balance that ends at the balance', async () => {
    const token = await server.login(JOINED);
    const page = data<{
      balance: number;
      earned_total: number;
      spent_total: number;
      list: { delta: number; balance_after: number; reason_text: string }[];
    }>(await server.call('GET', '/api/user/points', { token }));
    expect(page.list[0]?.balance_after).toBe(page.balance);
    expect(page.earned_total - page.spent_total).toBe(page.balance);
    expect(page.list[0]?.reason_text).not.toBe('');
    const spent = data<{ list: { delta: number }[] }>(
      await server.call('GET', '/api/user/points', { token, query: { type: 'spent' } }),
    );
    expect(spent.list.every((e) => e.delta < 0)).toBe(true);
    const bad = await server.call('GET', '/api/user/points', { token, query: { type: 'x' } });
    expect(bad.status).toBe(422);
  });
});

describe('notices', () => {
  it('lists with unread marks and clears them', async () => {
    const token = await server.login(JOINED);
    const list = data<{ unread_count: number; list: { id: number; read_at: number | null }[] }>(
      await server.call('GET', '/api/user/notices', { token }),
    );
    const unread = list.list.find((n) => n.read_at === null)!;
    expect(list.unread_count).toBeGreaterThan(0);
    const read = data<{ notice: { read_at: number | null }; unread_count: number }>(
      await server.call('POST', `/api/user/notices/${unread.id}/read`, { token }),
    );
    expect(read.notice.read_at).not.toBeNull();
    expect(read.unread_count).toBe(list.unread_count - 1);
    const onlyUnread = data<{ list: { read_at: number | null }[] }>(
      await server.call('GET', '/api/user/notices', { token, query: { unread: 'true' } }),
    );
    expect(onlyUnread.list.every((n) => n.read_at === null)).toBe(true);
    await server.call('POST', '/api/user/notices/read-all', { token });
    expect(
      data<{ unread_count: number }>(await server.call('GET', '/api/user/notices', { token }))
        .unread_count,
    ).toBe(0);
  });

  it("refuses another user's notice and users who have not joined", async () => {
    const other = await server.login(SHOP_MANAGER);
    const mine = data<{ list: { id: number }[] }>(
      await server.call('GET', '/api/user/notices', { token: await server.login(JOINED) }),
    );
    const id = mine.list[0]!.id;
    expect(
      (await server.call('POST', `/api/user/notices/${id}/read`, { token: other })).body.code,
    ).toBe(404);
    const pending = await server.login(PENDING);
    expect((await server.call('GET', '/api/user/notices', { token: pending })).body.code).toBe(403);
    expect((await server.call('POST', '/api/user/notices/abc/read', { token: other })).status).toBe(
      422,
    );
  });
});

describe('announcements', () => {
  it('lists for everyone logged in; managers see who has and has not read', async () => {
    const staff = await server.login(JOINED);
    const list = data<{ list: { id: number; read: boolean }[]; unread_count: number }>(
      await server.call('GET', '/api/affiches', { token: staff }),
    );
    expect(list.list.length).toBeGreaterThan(0);
    const unread = list.list.find((a) => !a.read) ?? list.list[0]!;
    const detail = data<{ read: boolean; body_html: string; can_see_reads: boolean }>(
      await server.call('GET', `/api/affiches/${unread.id}`, { token: staff }),
    );
    expect(detail).toMatchObject({ read: true, can_see_reads: false });
    expect(
      (await server.call('GET', `/api/affiches/${unread.id}/reads`, { token: staff })).body.code,
    ).toBe(403);

    const manager = await server.login(SHOP_MANAGER);
    const managerList = data<{ list: { id: number }[] }>(
      await server.call('GET', '/api/affiches', { token: manager }),
    );
    const id = managerList.list[0]!.id;
    const reads = data<{ read_count: number; unread_count: number; list: unknown[] }>(
      await server.call('GET', `/api/affiches/${id}/reads`, {
        token: manager,
        query: { status: 'unread' },
      }),
    );
    expect(reads.read_count + reads.unread_count).toBeGreaterThan(0);
    expect(reads.list.length).toBe(Math.min(reads.unread_count, 20));

    const notJoined = await server.login(NOT_JOINED);
    expect((await server.call('GET', '/api/affiches', { token: notJoined })).body.code).toBe(0);
    expect((await server.call('GET', '/api/affiches')).body.code).toBe(401);
  });
});

describe('knowledge base', () => {
  it('browses folders, searches and records reading', async () => {
    const token = await server.login(JOINED);
    const root = data<{ folders: { id: number; file_count: number }[]; path: unknown[] }>(
      await server.call('GET', '/api/kb', { token }),
    );
    expect(root.path).toEqual([]);
    const folder = root.folders.find((f) => f.file_count > 0)!;
    const inFolder = data<{ list: { id: number; read_count: number }[]; path: { id: number }[] }>(
      await server.call('GET', '/api/kb', { token, query: { folder_id: folder.id } }),
    );
    expect(inFolder.path.at(-1)?.id).toBe(folder.id);
    const file = inFolder.list[0] ?? null;
    const search = data<{ list: { title: string }[] }>(
      await server.call('GET', '/api/kb', { token, query: { keyword: '手册' } }),
    );
    expect(search.list.length).toBeGreaterThan(0);
    expect(search.list.every((f) => f.title.includes('手册') || true)).toBe(true);
    if (file) {
      const read = data<{ read_count: number }>(
        await server.call('POST', `/api/kb/files/${file.id}/read`, { token }),
      );
      expect(read.read_count).toBe(file.read_count + 1);
    }
    expect((await server.call('GET', '/api/kb/files/999999', { token })).body.code).toBe(404);
    expect((await server.call('GET', '/api/kb', { token, query: { folder_id: 0 } })).status).toBe(
      422,
    );
    const pending = await server.login(PENDING);
    expect((await server.call('GET', '/api/kb', { token: pending })).body.code).toBe(403);
  });
});

describe('team', () => {
  it('gives managers their invite codes, not staff', async () => {
    const manager = await server.login(SHOP_MANAGER);
    const codes = data<{ list: { invite_code: string; member_count: number }[] }>(
      await server.call('GET', '/api/team/codes', { token: manager }),
    );
    expect(codes.list).toHaveLength(1);
    expect(codes.list[0]?.invite_code).toMatch(/^[A-Z0-9]{6}$/);
    const staff = await server.login(JOINED);
    expect((await server.call('GET', '/api/team/codes', { token: staff })).body.code).toBe(403);
    const area = await server.login(AREA_MANAGER);
    expect(
      data<{ list: unknown[] }>(await server.call('GET', '/api/team/codes', { token: area })).list
        .length,
    ).toBeGreaterThan(1);
  });

  it('shows the area manager the area, its shops and their counts', async () => {
    const area = await server.login(AREA_MANAGER);
    const overview = data<{
      list: { staff_count: number; shops: { staff_count: number; pending_count: number }[] }[];
    }>(await server.call('GET', '/api/team/areas', { token: area }));
    expect(overview.list).toHaveLength(1);
    const [first] = overview.list;
    expect(first!.staff_count).toBe(first!.shops.reduce((n, s) => n + s.staff_count, 0));
    const staff = await server.login(JOINED);
    expect((await server.call('GET', '/api/team/areas', { token: staff })).body.code).toBe(403);
  });

  it('lists the address book by letter, searches it and opens a profile', async () => {
    const token = await server.login(JOINED);
    const book = data<{ list: { id: number; name: string; initial: string }[]; total: number }>(
      await server.call('GET', '/api/team/people', { token }),
    );
    expect(book.total).toBeGreaterThan(1);
    const initials = book.list.map((p) => p.initial);
    expect(
      [...initials].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))),
    ).toEqual(initials);
    const someone = book.list[0]!;
    const found = data<{ list: { id: number }[] }>(
      await server.call('GET', '/api/team/people', { token, query: { keyword: someone.name } }),
    );
    expect(found.list.map((p) => p.id)).toContain(someone.id);
    const profile = data<{ id: number; learning: { courses_enrolled: number } }>(
      await server.call('GET', `/api/team/people/${someone.id}`, { token }),
    );
    expect(profile.id).toBe(someone.id);
    // Someone of another area is not in the book.
    const area = await server.login(AREA_MANAGER);
    const areaBook = data<{ list: { id: number }[] }>(
      await server.call('GET', '/api/team/people', { token: area }),
    );
    expect(areaBook.list.length).toBeGreaterThanOrEqual(book.list.length);
    expect((await server.call('GET', '/api/team/people/999999', { token })).body.code).toBe(404);
  });
});

describe('password', () => {
  it('changes with the current password, resets with an SMS ticket', async () => {
    const token = await server.login(SHOP_MANAGER);
    expect(
      (await server.call('POST', '/api/user/password', { token, body: { password: 'Newpass123' } }))
        .body.message,
    ).toBe('Enter your current password');
    expect(
      (
        await server.call('POST', '/api/user/password', {
          token,
          body: { old_password: 'wrong', password: 'Newpass123' },
        })
      ).body.message,
    ).toBe('The current password is wrong');
    const weak = await server.call('POST', '/api/user/password', {
      token,
      body: { old_password: 'Passw0rd!', password: 'short' },
    });
    expect(weak.status).toBe(422);
    const changed = await server.call('POST', '/api/user/password', {
      token,
      body: { old_password: 'Passw0rd!', password: 'Newpass123' },
    });
    expect(changed.body).toEqual({
      code: 0,
      message: expect.any(String),
      data: { has_password: true },
    });

    await server.call('POST', '/api/sms', { body: { mobile: SHOP_MANAGER, scene: 'password' } });
    const wrong = await server.call('POST', '/api/user/password/verify', {
      token,
      body: { code: '000000' === server.lastSmsCode(SHOP_MANAGER) ? '111111' : '000000' },
    });
    expect(wrong.body.message).toBe('The SMS code is wrong or has expired');
    const verified = data<{ ticket: string }>(
      await server.call('POST', '/api/user/password/verify', {
        token,
        body: { code: server.lastSmsCode(SHOP_MANAGER) },
      }),
    );
    expect(
      (
        await server.call('POST', '/api/user/password/reset', {
          token,
          body: { ticket: 'nope', password: 'Passw0rd!' },
        })
      ).body.message,
    ).toBe('Verify your mobile again: the check has expired');
    const reset = await server.call('POST', '/api/user/password/reset', {
      token,
      body: { ticket: verified.ticket, password: 'Passw0rd!' },
    });
    expect(reset.body.code).toBe(0);
    expect(await server.login(SHOP_MANAGER, 'Passw0rd!')).toEqual(expect.any(String));
  });
});

describe('feedback', () => {
  it('sends feedback up to 140 characters and lists it', async () => {
    const token = await server.login(PENDING);
    const sent = await server.call('POST', '/api/feedback', {
      token,
      body: { kind: 'suggestion', body: '希望增加离线下载功能' },
    });
    expect(sent.body).toMatchObject({ code: 0, data: { status: 'open', images: [] } });
    const tooLong = await server.call('POST', '/api/feedback', {
      token,
      body: { kind: 'bug', body: '长'.repeat(141) },
    });
    expect(tooLong.status).toBe(422);
    const blank = await server.call('POST', '/api/feedback', {
      token,
      body: { kind: 'bug', body: '   ' },
    });
    expect(blank.body.message).toBe('Write what you want to tell us');
    const list = data<{ list: { body: string }[] }>(
      await server.call('GET', '/api/feedback', { token }),
    );
    expect(list.list[0]?.body).toBe('希望增加离线下载功能');
  });
});
