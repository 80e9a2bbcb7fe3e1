import { screen } from '@testing-library/react';
import { createTranslate } from 'shared/i18n';
import { useTranslate } from 'shared/standalone';
import { renderAt, resetAreaTest } from 'shared/standalone/testing';
import { durationOf, formatDuration } from './format';

describe('durationOf (the API counts study time in seconds)', () => {
  it.each([
    [0, { unit: 'minutes', minutes: 0 }],
    [1, { unit: 'seconds', seconds: 1 }],
    [12, { unit: 'seconds', seconds: 12 }],
    [59, { unit: 'seconds', seconds: 59 }],
    [60, { unit: 'minutes', minutes: 1 }],
    [89, { unit: 'minutes', minutes: 1 }],
    [90, { unit: 'minutes', minutes: 2 }],
    [298, { unit: 'minutes', minutes: 5 }],
    [1500, { unit: 'minutes', minutes: 25 }],
    [3569, { unit: 'minutes', minutes: 59 }],
    [3570, { unit: 'hours', hours: 1, minutes: 0 }],
    [3600, { unit: 'hours', hours: 1, minutes: 0 }],
    [4035, { unit: 'hours', hours: 1, minutes: 7 }],
    [36_000, { unit: 'hours', hours: 10, minutes: 0 }],
    [-5, { unit: 'minutes', minutes: 0 }],
  ] as const)('%d s → %j', (seconds, expected) => {
    expect(durationOf(seconds)).toEqual(expected);
  });
});

afterEach(resetAreaTest);

describe('formatDuration', () => {
  const english = createTranslate({
    'user.duration.seconds': '{{seconds}} s',
    'user.duration.minutes': '{{minutes}} min',
    'user.duration.hours': '{{hours}} h',
    'user.duration.hoursMinutes': '{{hours}} h {{minutes}} min',
  });
  const chinese = createTranslate({
    'user.duration.seconds': '{{seconds}} 秒',
    'user.duration.minutes': '{{minutes}} 分钟',
    'user.duration.hours': '{{hours}} 小时',
    'user.duration.hoursMinutes': '{{hours}} 小时 {{minutes}} 分钟',
  });

  it.each([
    [0, '0 min', '0 分钟'],
    [12, '12 s', '12 秒'],
    [298, '5 min', '5 分钟'],
    [1500, '25 min', '25 分钟'],
    [3600, '1 h', '1 小时'],
    // The learning statistics' total of the seeded staff member: 1 h 7 min, not "0 h 0 min".
    [4035, '1 h 7 min', '1 小时 7 分钟'],
    [12_300, '3 h 25 min', '3 小时 25 分钟'],
  ])('%d s reads "%s" / "%s"', (seconds, en, zh) => {
    expect(formatDuration(seconds, english)).toBe(en);
    expect(formatDuration(seconds, chinese)).toBe(zh);
  });

  function Duration({ seconds }: { seconds: number }) {
    return <span>{formatDuration(seconds, useTranslate())}</span>;
  }

  it.each([
    ['en', '1 h 7 min'],
    ['zh-CN', '1 小时 7 分钟'],
  ] as const)('reads the catalogue of the language shown (%s)', (language, text) => {
    renderAt(<Duration seconds={4035} />, '/', { language });
    expect(screen.getByText(text)).toBeVisible();
  });
});
