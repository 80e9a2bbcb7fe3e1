import { PATHS } from 'shared/paths';
import { AreaPage, LinkList } from 'shared/standalone';
import { SearchBox } from '../components/search-box';

/** Search: a keyword leads to the results page. */
export default function SearchPage() {
  return (
    <AreaPage title="page.content.search" about="content.search.about">
      <SearchBox />
      <LinkList
        links={[
          { to: PATHS.content.newsList, title: 'page.content.newsList' },
          { to: PATHS.content.materialCategory, title: 'page.content.materialCategory' },
        ]}
      />
    </AreaPage>
  );
}
