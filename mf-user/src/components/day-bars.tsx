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

// Only what a bar chart with tap-to-read values needs, so the rest of Chart.js stays out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type StudyDay = { day: string; seconds: number };

/** The chart's data: minutes per day, labelled MM-DD. */
export function dayBarsConfig(
  days: readonly StudyDay[],
  valueLabel: (day: string, minutes: number) => string,
): ChartConfiguration<'bar'> {
  const minutes = days.map((d) => Math.round(d.seconds / 60));
  return {
    type: 'bar',
    data: {
      labels: days.map((d) => d.day.slice(5)),
      datasets: [{ data: minutes, backgroundColor: '#ff801a', borderRadius: 2 }],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      scales: {
        x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
        y: { beginAtZero: true, suggestedMax: 10, ticks: { precision: 0 } },
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
    const chart = new Chart(
      context,
      dayBarsConfig(days, (day, count) => t('user.learn.dayMinutes', { day, count })),
    );
    return () => chart.destroy();
  }, [days, t]);
  return (
    <div style={{ position: 'relative', height: 140 }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('user.learn.chartLabel', { days: days.length })}
      />
    </div>
  );
}
