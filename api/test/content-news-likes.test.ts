import { findUserByMobile } from '../src/features/users/user-row';
import { startTestServer, type TestServer } from './helpers/test-server';

const JOINED = '13800000000';
const NOT_JOINED = '13800000001';

type LikeState = { liked: boolean; like_count: number };

let server: TestServer;
let joined: string;
let notJoined: string;

beforeAll(async () => {
  server = await startTestServer();
  [joined, notJoined] = await Promise.all([server.login(JOINED), server.login(NOT_JOINED)]);
});
afterAll(() => server.close());

const likeCount = (id: number) =>
  (server.db.prepare('SELECT like_count FROM news WHERE id = ?').get(id) as { like_count: number })
    .like_count;
const likeRows = (id: number) =>
  (
    server.db.prepare('SELECT COUNT(*) AS n FROM news_likes WHERE news_id = ?').get(id) as {
      n: number;
    }
  ).n;

/** A news item the user has not liked. */
const notLikedBy = (mobile: string) =>
  (
    server.db
      .prepare(
        'SELECT id FROM news WHERE id NOT IN (SELECT news_id FROM news_likes WHERE user_id = ?) ORDER BY id LIMIT 1',
      )
      .get(findUserByMobile(server.db, mobile)!.id) as { id: number }
  ).id;

const like = async (method: 'POST' | 'DELETE', id: number, token: string) => {
  const reply = await server.call(method, `/api/news/${id}/like`, { token });
  expect(reply.body).toMatchObject({ code: 0 });
  return reply.body.data as LikeState;
};

describe('POST and DELETE /api/news/{id}/like', () => {
  it('likes and unlikes idempotently, keeping like_count in step', async () => {
    const id = notLikedBy(JOINED);
    const before = likeCount(id);
    const rowsBefore = likeRows(id);
    expect(await like('POST', id, joined)).toEqual({ liked: true, like_count: before + 1 });
    expect(await like('POST', id, joined)).toEqual({ liked: true, like_count: before + 1 });
    expect(likeRows(id)).toBe(rowsBefore + 1);
    const article = await server.call('GET', `/api/news/${id}`, { token: joined });
    expect(article.body.data).toMatchObject({ liked: true, like_count: before + 1 });
    expect(await like('DELETE', id, joined)).toEqual({ liked: false, like_count: before });
    expect(await like('DELETE', id, joined)).toEqual({ liked: false, like_count: before });
    expect(likeRows(id)).toBe(rowsBefore);
  });

  it('counts one like however many requests arrive together', async () => {
    const id = notLikedBy(JOINED);
    const before = likeCount(id);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call('POST', `/api/news/${id}/like`, { token: joined }),
      ),
    );
    for (const r of replies) expect(r.body.data).toEqual({ liked: true, like_count: before + 1 });
    expect(likeCount(id)).toBe(before + 1);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call('DELETE', `/api/news/${id}/like`, { token: joined }),
      ),
    );
    expect(likeCount(id)).toBe(before);
  });

  it('lets users who have not joined like, but not visitors', async () => {
    const id = notLikedBy(NOT_JOINED);
    const before = likeCount(id);
    expect(await like('POST', id, notJoined)).toEqual({ liked: true, like_count: before + 1 });
    expect((await server.call('POST', `/api/news/${id}/like`)).body).toEqual({
      code: 401,
      message: 'Please log in first',
      data: null,
    });
    expect(await like('DELETE', id, notJoined)).toEqual({ liked: false, like_count: before });
  });

  it('answers code 404 for unknown news and 422 for a malformed id', async () => {
    for (const method of ['POST', 'DELETE']) {
      expect((await server.call(method, '/api/news/99999/like', { token: joined })).body).toEqual({
        code: 404,
        message: 'News not found',
        data: null,
      });
      const bad = await server.call(method, '/api/news/x/like', { token: joined });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('path parameter id must be a whole number');
    }
  });
});
