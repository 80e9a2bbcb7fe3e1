// Numbers the exam pages show. Dates and times are not written here: they all come from
// `formatCalendarSeconds` in 'shared/time-ago' (one numeric form in both languages, China time).

/** 125 seconds → "2:05"; an hour or more → "1:02:05". */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export const percentText = (ratio: number): string => `${Math.round(ratio * 100)}%`;
