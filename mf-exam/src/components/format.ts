/** 125 seconds → "2:05"; an hour or more → "1:02:05". */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A date and time in the reader's locale, from Unix seconds. */
export const dateTimeText = (seconds: number, language: string): string =>
  new Date(seconds * 1000).toLocaleString(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

export const percentText = (ratio: number): string => `${Math.round(ratio * 100)}%`;
