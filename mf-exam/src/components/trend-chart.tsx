import {
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  type ChartConfiguration,
  type Scale,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './trend-chart.module.css';

// Only the parts a line chart needs, so the rest of Chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, LinearScale);

export type TrendPoint = { id: number; label: string; percent: number; passed: boolean };

/**
 * The pass mark in percent of the total when every attempt's paper has the same one (the dashed
 * line then means one thing); undefined when they differ or there are none.
 */
export function commonPassPercent(
  attempts: readonly { pass_score: number; total_score: number }[],
): number | undefined {
  const marks = new Set(
    attempts.map((a) => (a.total_score ? (a.pass_score * 100) / a.total_score : 0)),
  );
  return marks.size === 1 ? [...marks][0] : undefined;
}

/** The design tokens the chart draws with, read from the page when it is drawn. */
export type ChartTheme = {
  line?: string;
  passed?: string;
  failed?: string;
  passLine?: string;
  grid?: string;
  text?: string;
  surface?: string;
  font?: string;
};

const TOKENS = {
  line: '--color-primary',
  passed: '--color-success',
  failed: '--color-danger',
  passLine: '--color-text-secondary',
  grid: '--color-divider',
  text: '--color-text-weak',
  surface: '--color-surface',
  font: '--font-family',
} as const satisfies Record<keyof ChartTheme, string>;

/**
 * The chart's colours from the design tokens on the page root (so a brand colour set at run time
 * is followed); a token the page lacks is left to Chart.js's default.
 */
export function readChartTheme(root: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const theme: ChartTheme = {};
  for (const [name, token] of Object.entries(TOKENS) as [keyof ChartTheme, string][]) {
    const value = style.getPropertyValue(token).trim();
    if (value) theme[name] = value;
  }
  return theme;
}

export type TrendTexts = { scoreAxis: string; attemptAxis: string };

/**
 * Attempts are numbered 1…n on a linear axis padded by half a step on each side, so a single
 * attempt sits in the middle and the first and last never touch the axes; the pass mark is a
 * dashed line across the whole plot.
 */
export function trendChartConfig(
  points: readonly TrendPoint[],
  passPercent: number | undefined,
  theme: ChartTheme,
  texts: TrendTexts,
): ChartConfiguration<'line'> {
  const min = 0.5;
  const max = points.length + 0.5;
  const font = { family: theme.font, size: 11 };
  const title = (text: string) => ({ display: true, text, color: theme.text, font });
  const colourOf = (p: TrendPoint) => (p.passed ? theme.passed : theme.failed);
  return {
    type: 'line',
    data: {
      datasets: [
        {
          data: points.map((p, i) => ({ x: i + 1, y: p.percent })),
          borderColor: theme.line,
          borderWidth: 2,
          pointRadius: 5,
          pointBorderWidth: 2,
          pointBackgroundColor: points.map(colourOf),
          pointBorderColor: theme.surface,
          clip: false,
          order: 0,
        },
        ...(passPercent === undefined
          ? []
          : [
              {
                data: [
                  { x: min, y: passPercent },
                  { x: max, y: passPercent },
                ],
                borderColor: theme.passLine,
                borderWidth: 1.5,
                borderDash: [6, 4],
                pointRadius: 0,
                order: 1,
              },
            ]),
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      events: [],
      layout: { padding: { top: 8, right: 4 } },
      scales: {
        x: {
          type: 'linear',
          min,
          max,
          grid: { display: false },
          border: { color: theme.grid },
          // One tick per attempt, labelled with its number; none at the padded ends.
          afterBuildTicks: (axis: Scale) => {
            axis.ticks = points.map((_, i) => ({ value: i + 1 }));
          },
          ticks: {
            color: theme.text,
            font,
            callback: (value) => points[Number(value) - 1]?.label ?? '',
          },
          title: title(texts.attemptAxis),
        },
        y: {
          min: 0,
          max: 100,
          grid: { color: theme.grid },
          border: { display: false },
          ticks: { stepSize: 20, color: theme.text, font },
          title: title(texts.scoreAxis),
        },
      },
    },
  };
}

/**
 * One attempt is a value, not a trend: its score as a figure and as a bar against the pass
 * mark, and a line saying the trend starts with the second attempt.
 */
function SingleScore({ point, passPercent }: { point: TrendPoint; passPercent?: number }) {
  const { t } = useTranslation();
  const percent = Math.round(point.percent);
  const pass = passPercent === undefined ? undefined : Math.round(passPercent);
  const verdict = point.passed ? t('exam.paper.mine.passed') : t('exam.paper.mine.failed');
  return (
    <figure className={styles.single}>
      <p className={styles.singleHead}>
        <span className={styles.singleValue}>
          {percent}
          <span className={styles.singleUnit}>%</span>
        </span>
        <span className={point.passed ? `${styles.verdict} ${styles.good}` : styles.verdict}>
          {verdict}
        </span>
      </p>
      <div
        className={styles.track}
        role="img"
        aria-label={t(
          pass === undefined ? 'exam.report.singleLabel' : 'exam.report.singleLabelPass',
          {
            score: percent,
            pass,
          },
        )}
      >
        <span
          className={point.passed ? `${styles.fill} ${styles.good}` : styles.fill}
          style={{ width: `${Math.min(100, Math.max(0, point.percent))}%` }}
        />
        {pass === undefined ? null : (
          <span className={styles.passTick} style={{ left: `${pass}%` }} />
        )}
      </div>
      {pass === undefined ? null : (
        <div className={styles.passRow} aria-hidden>
          <span className={styles.passLabel} style={{ left: `${pass}%` }}>
            {t('exam.report.passLine', { pass })}
          </span>
        </div>
      )}
      <figcaption className={styles.singleNote}>{t('exam.report.oneAttempt')}</figcaption>
    </figure>
  );
}

/**
 * Scores over time (percent of each paper's total), oldest first, with the pass mark dashed; a
 * single attempt is shown as its value instead.
 */
export function TrendChart({
  points,
  passPercent,
}: {
  points: readonly TrendPoint[];
  passPercent?: number;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const scoreAxis = t('exam.report.axisScore');
  const attemptAxis = t('exam.report.axisAttempt');
  const charted = points.length > 1;
  useEffect(() => {
    const context = charted ? canvas.current?.getContext('2d') : null;
    if (!context) return undefined;
    const config = trendChartConfig(points, passPercent, readChartTheme(), {
      scoreAxis,
      attemptAxis,
    });
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [charted, points, passPercent, scoreAxis, attemptAxis]);
  const [only] = points;
  if (!only) return null;
  if (!charted) return <SingleScore point={only} passPercent={passPercent} />;
  return (
    <figure className={styles.figure}>
      <ul className={styles.legend} aria-hidden>
        <li>
          <span className={`${styles.dot} ${styles.passed}`} />
          {t('exam.paper.mine.passed')}
        </li>
        <li>
          <span className={`${styles.dot} ${styles.failed}`} />
          {t('exam.paper.mine.failed')}
        </li>
        {passPercent === undefined ? null : (
          <li>
            <span className={styles.dash} />
            {t('exam.report.passLine', { pass: Math.round(passPercent) })}
          </li>
        )}
      </ul>
      <div className={styles.canvasBox}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('exam.report.trendLabel', {
            scores: points.map((p) => `${p.label} ${Math.round(p.percent)}%`).join(', '),
          })}
        />
      </div>
      <figcaption className="visually-hidden">
        {t(
          passPercent === undefined ? 'exam.report.trendCaption' : 'exam.report.trendCaptionPass',
          { pass: Math.round(passPercent ?? 0) },
        )}
      </figcaption>
    </figure>
  );
}
