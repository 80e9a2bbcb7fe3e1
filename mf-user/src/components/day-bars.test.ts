import { dayBarsConfig } from './day-bars';

describe('dayBarsConfig', () => {
  const days = [
    { day: '2026-11-19', seconds: 0 },
    { day: '2026-11-20', seconds: 1250 },
    { day: '2026-11-21', seconds: 3600 },
  ];
  const config = dayBarsConfig(days, (day, minutes) => `${day}: ${minutes} min`, { unit: 'min' });

  it('draws whole minutes per day, labelled by month and day', () => {
    expect(config.data.labels).toEqual(['11-19', '11-20', '11-21']);
    expect(config.data.datasets[0]!.data).toEqual([0, 21, 60]);
  });

  it('names the unit on the value axis', () => {
    const y = config.options!.scales!['y']!;
    expect(y.title).toMatchObject({ display: true, text: 'min' });
  });

  it('reads out the full day and minutes for a tapped bar', () => {
    const label = config.options!.plugins!.tooltip!.callbacks!.label!;
    const item = { dataIndex: 1, parsed: { y: 21 } } as Parameters<typeof label>[0];
    expect(label.call({} as ThisParameterType<typeof label>, item)).toBe('2026-11-20: 21 min');
  });
});
