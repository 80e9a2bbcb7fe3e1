import { randomHexId } from './random-hex-id';

describe('randomHexId', () => {
  it('is 32 hex digits, different every time', () => {
    const ids = Array.from({ length: 100 }, randomHexId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(100);
  });
});
