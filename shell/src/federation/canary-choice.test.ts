import type { CanaryRelease, RemotesManifestEntry } from 'shared/federation';
import {
  canaryBucket,
  decideCanary,
  fnv1a32,
  releaseFor,
  usableCanary,
  type Audience,
} from './canary-choice';

const stable = {
  entry: 'https://cdn.example.com/mf-exam/1.0.0-ab12cd34/mf-manifest.json',
  version: '1.0.0',
  contract: 1,
  files: { './routes': ['routes.1111.js'] },
  release: '1.0.0-ab12cd34',
};
const canary = (rule: CanaryRelease['rule']): CanaryRelease => ({
  entry: 'https://cdn.example.com/mf-exam/1.1.0-ef56ab78/mf-manifest.json',
  version: '1.1.0',
  contract: 1,
  files: { './routes': ['routes.2222.js'] },
  release: '1.1.0-ef56ab78',
  rule,
  since: '2026-11-25T15:00:00.000Z',
});

const shop12 = { id: 3, name: 'Shop 12' };
const east = { id: 7, name: 'East' };
const user = (id: number, more: Partial<Audience> = {}): Audience => ({
  userId: id,
  deviceId: 'device-0000',
  team: null,
  area: null,
  ...more,
});
const visitor = (deviceId: string): Audience => ({
  userId: null,
  deviceId,
  team: null,
  area: null,
});

describe('the FNV-1a bucket', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashes %j as FNV-1a 32-bit does', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });

  it('is the hash of "subject|remote|release" mod 100, the same every time', () => {
    expect(canaryBucket('user:12', 'mf_exam', '1.1.0-ef56ab78')).toBe(
      fnv1a32('user:12|mf_exam|1.1.0-ef56ab78') % 100,
    );
    expect(canaryBucket('user:12', 'mf_exam', '1.1.0-ef56ab78')).toBe(
      canaryBucket('user:12', 'mf_exam', '1.1.0-ef56ab78'),
    );
  });
});

describe('the canary rule by percent', () => {
  const subjects = Array.from({ length: 2000 }, (_, i) => user(i + 1));
  const share = (percent: number, release = canary({ percent })) =>
    subjects.filter((who) => decideCanary('mf_exam', release, who).canary).length / subjects.length;

  it.each([
    [0, 0, 0],
    [100, 1, 1],
    [50, 0.45, 0.55],
    [10, 0.07, 0.13],
  ])('at %i %% picks a share between %d and %d of many users', (percent, low, high) => {
    const picked = share(percent);
    expect(picked).toBeGreaterThanOrEqual(low);
    expect(picked).toBeLessThanOrEqual(high);
  });

  it('is sticky: the same user gets the same answer, and a new release picks anew', () => {
    const rule = canary({ percent: 50 });
    const first = subjects.map((who) => decideCanary('mf_exam', rule, who).canary);
    expect(subjects.map((who) => decideCanary('mf_exam', rule, who).canary)).toEqual(first);
    const next = { ...rule, release: '1.2.0-00aa11bb' };
    const again = subjects.map((who) => decideCanary('mf_exam', next, who).canary);
    expect(again).not.toEqual(first);
  });

  it('explains itself with the bucket of user:<id>', () => {
    const decision = decideCanary('mf_exam', canary({ percent: 10 }), user(12, { team: shop12 }));
    expect(decision).toEqual({
      canary: canaryBucket('user:12', 'mf_exam', '1.1.0-ef56ab78') < 10,
      by: 'percent',
      percent: 10,
      bucket: canaryBucket('user:12', 'mf_exam', '1.1.0-ef56ab78'),
      subject: 'user',
      team: 'Shop 12',
      area: null,
    });
  });

  it("uses a visitor's device id, so each device keeps its answer", () => {
    const decision = decideCanary('mf_exam', canary({ percent: 50 }), visitor('p9q8r7s6'));
    expect(decision).toMatchObject({
      by: 'percent',
      subject: 'device',
      bucket: canaryBucket('device:p9q8r7s6', 'mf_exam', '1.1.0-ef56ab78'),
    });
    const rule = canary({ percent: 50 });
    const devices = Array.from({ length: 1000 }, (_, i) => visitor(`device-${i}`));
    const picked = devices.map((who) => decideCanary('mf_exam', rule, who).canary);
    const share = picked.filter(Boolean).length / devices.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
    expect(devices.map((who) => decideCanary('mf_exam', rule, who).canary)).toEqual(picked);
  });
});

describe('the canary rule by team and area', () => {
  it.each<[string, CanaryRelease['rule'], Audience, boolean, string]>([
    ['team named by id', { percent: 0, teams: ['3'] }, user(1, { team: shop12 }), true, 'team'],
    [
      'team named by name',
      { percent: 0, teams: ['Shop 12'] },
      user(1, { team: shop12 }),
      true,
      'team',
    ],
    ['area named by name', { percent: 0, areas: ['East'] }, user(1, { area: east }), true, 'area'],
    ['area named by id', { percent: 0, areas: ['7'] }, user(1, { area: east }), true, 'area'],
    [
      'another team',
      { percent: 0, teams: ['4', 'Shop 9'] },
      user(1, { team: shop12 }),
      false,
      'percent',
    ],
    ['no team at all', { percent: 0, teams: ['3'] }, user(1), false, 'percent'],
    [
      'a visitor',
      { percent: 0, teams: ['3'], areas: ['East'] },
      visitor('abcdefgh'),
      false,
      'percent',
    ],
  ])('%s', (_case, rule, who, inCanary, by) => {
    const decision = decideCanary('mf_exam', canary(rule), who);
    expect(decision.canary).toBe(inCanary);
    expect(decision.by).toBe(by);
  });

  it('names the team that picked the user, before any percent', () => {
    expect(
      decideCanary('mf_exam', canary({ percent: 0, teams: ['3'] }), user(1, { team: shop12 })),
    ).toEqual({ canary: true, by: 'team', team: 'Shop 12' });
  });
});

describe('the release the shell uses', () => {
  const entry: RemotesManifestEntry = { ...stable, canary: canary({ percent: 10 }) };

  it('is the stable release, flat, without the canary', () => {
    expect(releaseFor(entry, undefined)).toEqual(stable);
    const notPicked = decideCanary('mf_exam', canary({ percent: 0 }), user(1));
    expect(notPicked.canary).toBe(false);
    expect(releaseFor(entry, notPicked)).toEqual(stable);
  });

  it("is the canary's entry, version, contract, files and release when picked", () => {
    expect(releaseFor(entry, { canary: true, by: 'team', team: 'Shop 12' })).toEqual({
      entry: 'https://cdn.example.com/mf-exam/1.1.0-ef56ab78/mf-manifest.json',
      version: '1.1.0',
      contract: 1,
      files: { './routes': ['routes.2222.js'] },
      release: '1.1.0-ef56ab78',
    });
  });

  it('ignores a canary without an entry, version or rule', () => {
    expect(usableCanary(entry)).toBe(entry.canary);
    expect(usableCanary(stable)).toBeUndefined();
    for (const broken of [{ entry: 1 }, { ...canary({ percent: 5 }), rule: null }, 'canary']) {
      expect(
        usableCanary({ ...stable, canary: broken as unknown as CanaryRelease }),
      ).toBeUndefined();
    }
  });
});
