import type { ContractData } from 'shared/request';
import { Highlighted } from './highlighted';
import { MediaRow } from 'shared/standalone';

export type SearchResult = ContractData<'get', '/api/search/more'>['list'][number];

/** One search result: its title and the text around the match, the keyword marked in both. */
export function SearchResultItem({ item, keyword }: { item: SearchResult; keyword: string }) {
  return (
    <MediaRow
      coverAt="end"
      to={item.link}
      title={<Highlighted text={item.title} keyword={keyword} />}
      description={item.snippet ? <Highlighted text={item.snippet} keyword={keyword} /> : null}
    />
  );
}
