import { useCallback, useRef } from 'react';

/**
 * `settle(id)` for each of `ids`; `then` runs once every one of them has settled (shown or
 * failed). Ids not in the current list do not count, so the list may change while it loads.
 */
export function useWhenAllSettled(ids: readonly string[], then: () => void): (id: string) => void {
  const settled = useRef(new Set<string>());
  const key = ids.join('|');
  return useCallback(
    (id: string) => {
      settled.current.add(id);
      if (key.split('|').every((wanted) => settled.current.has(wanted))) then();
    },
    [key, then],
  );
}
