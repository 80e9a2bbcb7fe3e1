/** A query parameter that must be a positive whole number (an id), else undefined. */
export function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The load of a page whose parameter is missing: it never settles and sends nothing, because the
 * page shows its "nothing chosen" view instead of the data.
 */
export const nothingToLoad = <T>(): Promise<T> => new Promise<T>(() => undefined);
