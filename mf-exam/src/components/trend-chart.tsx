import {
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Only the parts a line chart needs, so the rest of Chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale);

export type TrendPoint = { id: number; label: string; percent: number; passed: boolean };

const PASSED = '#00b578';
const FAILED = '#ff3141';

function chartConfig(
  points: readonly TrendPoint[],
  passPercent: number | undefined,
): ChartConfiguration<'line'> {
  const labels = points.map((p) => p.label);
  return {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          data: points.map((p) => p.percent),
          borderColor: '#ff801a',
          borderWidth: 2,
          pointRadius: 4,
          pointBackgroundColor: points.map((p) => (p.passed ? PASSED : FAILED)),
          pointBorderColor: points.map((p) => (p.passed ? PASSED : FAILED)),
        },
        ...(passPercent === undefined
          ? []
          : [
              {
                data: labels.map(() => passPercent),
                borderColor: '#cccccc',
                borderWidth: 1,
                borderDash: [4, 4],
                pointRadius: 0,
              },
            ]),
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      events: [],
      scales: { y: { min: 0, max: 100, ticks: { stepSize: 20 } } },
    },
  };
}

/** Scores over time (percent of each paper's total), oldest first, with the pass mark dashed. */
export function TrendChart({
  points,
  passPercent,
}: {
  points: readonly TrendPoint[];
  passPercent?: number;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, chartConfig(points, passPercent));
    return () => chart.destroy();
  }, [points, passPercent]);
  if (points.length === 0) return null;
  return (
    <figure style={{ margin: 0, background: '#ffffff', padding: '12px 8px' }}>
      <div style={{ position: 'relative', height: 160 }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('exam.report.trendLabel', {
            scores: points.map((p) => `${p.label} ${Math.round(p.percent)}%`).join(', '),
          })}
        />
      </div>
      <figcaption style={{ fontSize: 12, color: '#999999', textAlign: 'center' }}>
        {t(
          passPercent === undefined ? 'exam.report.trendCaption' : 'exam.report.trendCaptionPass',
          {
            pass: Math.round(passPercent ?? 0),
          },
        )}
      </figcaption>
    </figure>
  );
}
