import type { ContractData } from 'shared/request';
import { MediaRow } from './media-row';

export type SearchResult = ContractData<'get', '/api/search/more'>['list'][number];

/** One search result: its title and the text around the match, linking to where it lives. */
export function SearchResultItem({ item }: { item: SearchResult }) {
  return <MediaRow to={item.link} title={item.title} description={item.snippet || null} />;
}
