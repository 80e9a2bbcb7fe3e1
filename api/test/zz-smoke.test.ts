import { startTestServer } from '/work/main/api/test/helpers/test-server';
it('smoke', async () => {
  const s = await startTestServer();
  for (const [p, q] of [['/api/courses', { recommended: 1, pageSize: 2 }], ['/api/courses', { recommended: 0, pageSize: 1 }], ['/api/courses', { recommended: 2 }], ['/api/courses', { is_free: 'true' }], ['/api/banners', {}], ['/api/banners', {position: 'x'}], ['/api/news', {pageSize: 2}], ['/api/news/3', {}], ['/api/news/categories', {}], ['/api/course-categories', {}], ['/api/news', {category_id: 'abc'}], ['/api/news/abc', {}], ['/api/news/999', {}]] as const) {
    const r = await s.call('GET', p, { query: q as Record<string, string | number> });
    console.log(p, JSON.stringify(q), r.status, JSON.stringify(r.body).slice(0, 300));
  }
  const t = await s.login('13800000000');
  const { advanceClock, nowMs } = await import('/work/main/api/src/clock');
  advanceClock(1793498400 * 1000 - nowMs());
  for (const p of ['/api/clockin/today', '/api/clockin/activities']) {
    const r = await s.call('GET', p, { token: t });
    console.log(p, r.status, JSON.stringify(r.body).slice(0, 2500));
  }
  await s.close();
});
