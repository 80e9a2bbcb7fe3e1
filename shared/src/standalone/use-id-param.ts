import { useSearchParams } from 'react-router';

/** A record id from a query string (`?id=12`): a positive whole number, else undefined. */
export function idOf(query: URLSearchParams, name = 'id'): number | undefined {
  const id = Number(query.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The page's record id from its URL's query string (`?id=12`); see idOf. */
export function useIdParam(name = 'id'): number | undefined {
  const [params] = useSearchParams();
  return idOf(params, name);
}
