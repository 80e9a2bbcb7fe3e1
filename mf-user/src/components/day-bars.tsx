import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyChartTheme, token } from './chart-theme';
import styles from './day-bars.module.css';

// Only what a bar chart with tap-to-read values needs, so the rest of Chart.js stays out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type StudyDay = { day: string; seconds: number };

/** What the chart needs from the page: its unit and its bars' colour (text: applyChartTheme). */
export type DayBarsLook = {
  /** The value axis' unit ("min"). */
  unit: string;
  /** The bars' colour; Chart.js's own when the tokens are not there (tests). */
  bar?: string;
  /** A tapped bar's colour. */
  hover?: string;
};

/** The chart's data: minutes per day, labelled MM-DD, the value axis titled with its unit. */
export function dayBarsConfig(
  days: readonly StudyDay[],
  valueLabel: (day: string, minutes: number) => string,
  look: DayBarsLook,
): ChartConfiguration<'bar'> {
  const minutes = days.map((d) => Math.round(d.seconds / 60));
  return {
    type: 'bar',
    data: {
      labels: days.map((d) => d.day.slice(5)),
      datasets: [
        {
          data: minutes,
          ...(look.bar ? { backgroundColor: look.bar } : {}),
          borderRadius: 3,
          maxBarThickness: 20,
          ...(look.hover ? { hoverBackgroundColor: look.hover } : {}),
        },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      scales: {
        x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
        y: {
          beginAtZero: true,
          suggestedMax: 10,
          ticks: { precision: 0 },
          title: { display: true, text: look.unit },
        },
      },
      plugins: {
        tooltip: {
          callbacks: { label: (item) => valueLabel(days[item.dataIndex]!.day, item.parsed.y ?? 0) },
        },
      },
    },
  };
}

/** Minutes studied per day as a bar chart; tapping a bar shows its day and minutes. */
export function DayBars({ days }: { days: readonly StudyDay[] }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    applyChartTheme();
    const chart = new Chart(
      context,
      dayBarsConfig(days, (day, count) => t('user.learn.dayMinutes', { day, count }), {
        unit: t('user.learn.chartUnit'),
        bar: token('--color-primary'),
        hover: token('--color-primary-strong'),
      }),
    );
    return () => chart.destroy();
  }, [days, t]);
  return (
    <div className={styles.chart}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('user.learn.chartLabel', { days: days.length })}
      />
    </div>
  );
}
