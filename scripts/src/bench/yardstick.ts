/** The yardstick: each federated number at most 1.10 × the single bundle's. */
export const RATIO_TARGET = 1.1;

export type PageNumbers = { lcpMs: number; tbtMs: number; jsGzipKb: number };
/** federated / single bundle; null when the single bundle's is 0 and the federated one is not. */
export type Ratios = { lcp: number | null; tbt: number | null; js: number | null };

export function ratioOf(federated: number, singleBundle: number): number | null {
  if (singleBundle <= 0) return federated <= 0 ? 1 : null;
  return Math.round((federated / singleBundle) * 100) / 100;
}

export const ratiosOf = (federated: PageNumbers, singleBundle: PageNumbers): Ratios => ({
  lcp: ratioOf(federated.lcpMs, singleBundle.lcpMs),
  tbt: ratioOf(federated.tbtMs, singleBundle.tbtMs),
  js: ratioOf(federated.jsGzipKb, singleBundle.jsGzipKb),
});

export const ratioMet = (ratio: number | null): boolean => ratio !== null && ratio <= RATIO_TARGET;

/** As the README shows it: `1.04`, bold when over the target; `∞` over a single bundle's 0. */
export function formatRatio(ratio: number | null): string {
  const text = ratio === null ? '∞' : ratio.toFixed(2);
  return ratioMet(ratio) ? text : `**${text}**`;
}

const LABELS: Record<keyof Ratios, string> = { lcp: 'LCP', tbt: 'total blocking time', js: 'JS' };

/** One line per ratio over the target, for the "Targets missed" list. */
export function missedRatios(page: string, ratios: Ratios): string[] {
  return (Object.keys(LABELS) as (keyof Ratios)[])
    .filter((key) => !ratioMet(ratios[key]))
    .map(
      (key) =>
        `${page}: ${LABELS[key]} federated / single bundle ${ratios[key] === null ? '∞' : ratios[key]!.toFixed(2)} > ${RATIO_TARGET.toFixed(2)}`,
    );
}
