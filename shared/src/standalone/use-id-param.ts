import { useSearchParams } from 'react-router';

/** A record id from the query string (`?id=12`): a positive whole number, else undefined. */
export function useIdParam(name = 'id'): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
