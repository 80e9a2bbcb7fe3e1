import { Chart, Tooltip } from 'chart.js';

// The area's charts read values by tapping: the tooltip is part of their look.
Chart.register(Tooltip);

/** A design token's value, for drawing on a canvas (which cannot read CSS variables). */
export function token(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || undefined;
}

const px = (value: string | undefined): number | undefined => {
  const size = value ? parseFloat(value) : NaN;
  return Number.isFinite(size) ? size : undefined;
};

/**
 * The product's look for every chart of the area, set once on Chart.js's defaults from the design
 * tokens read at run time (the font family and sizes, the text, grid and tooltip colours), so a
 * chart's canvas text is the product font, not Chart.js's Helvetica. Tokens not there (tests)
 * leave Chart.js's own values.
 */
export function applyChartTheme(chart: typeof Chart = Chart): void {
  const family = token('--font-family');
  const size = px(token('--font-size-s'));
  const text = token('--color-text-weak');
  const grid = token('--color-divider');
  const { defaults } = chart;
  if (family) defaults.font.family = family;
  if (size) defaults.font.size = size;
  if (text) defaults.color = text;
  if (grid) defaults.borderColor = grid;
  const tooltip = defaults.plugins.tooltip;
  const surface = token('--color-text');
  const onSurface = token('--color-on-primary');
  if (surface) tooltip.backgroundColor = surface;
  if (onSurface) {
    tooltip.titleColor = onSurface;
    tooltip.bodyColor = onSurface;
  }
  tooltip.cornerRadius = px(token('--radius-m')) ?? tooltip.cornerRadius;
  tooltip.displayColors = false;
}
