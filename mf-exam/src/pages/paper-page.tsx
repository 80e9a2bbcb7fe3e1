import { api } from 'shared/request';
import { AreaPage, ItemList, PagedView, usePagedData } from 'shared/standalone';
import { ListCard } from '../components/list-card';
import { PaperListItem } from '../components/paper-list-item';

const PAGE_SIZE = 20;

/** The exam papers assigned: open first with their deadlines, then upcoming, then closed. */
export default function PaperPage() {
  const papers = usePagedData(
    (page, signal) =>
      api.get('/api/exam/papers', {
        query: { kind: 'exam', page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AreaPage title="page.exam.paper">
      <PagedView paged={papers}>
        {(items) => (
          <ListCard>
            <ItemList items={items}>{(paper) => <PaperListItem paper={paper} />}</ItemList>
          </ListCard>
        )}
      </PagedView>
    </AreaPage>
  );
}
