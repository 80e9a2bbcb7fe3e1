import { Chart } from 'chart.js';
import { applyChartTheme } from './chart-theme';

describe('applyChartTheme', () => {
  const root = document.documentElement.style;
  afterEach(() => (root.cssText = ''));

  it("sets Chart.js's font and colours from the design tokens read at run time", () => {
    root.setProperty('--font-family', "'PingFang SC', sans-serif");
    root.setProperty('--font-size-s', '12px');
    root.setProperty('--color-text-weak', '#6b6b6b');
    root.setProperty('--color-divider', '#f0f0f0');
    root.setProperty('--color-text', '#1f1f1f');
    root.setProperty('--color-on-primary', '#ffffff');
    applyChartTheme();
    expect(Chart.defaults.font.family).toBe("'PingFang SC', sans-serif");
    expect(Chart.defaults.font.size).toBe(12);
    expect(Chart.defaults.color).toBe('#6b6b6b');
    expect(Chart.defaults.borderColor).toBe('#f0f0f0');
    expect(Chart.defaults.plugins.tooltip.backgroundColor).toBe('#1f1f1f');
    expect(Chart.defaults.plugins.tooltip.bodyColor).toBe('#ffffff');
  });
});
