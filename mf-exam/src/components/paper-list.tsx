import { api } from 'shared/request';
import { ItemList, PagedView, usePagedData } from 'shared/standalone';
import { ListCard } from './list-card';
import { PaperListItem } from './paper-list-item';

const PAGE_SIZE = 20;

/**
 * Papers of one kind, paged: the exams assigned (open first with their deadlines, then upcoming,
 * then closed) or the mock papers, each row with its one status.
 */
export function PaperList({ kind }: { kind: 'exam' | 'mock' }) {
  const papers = usePagedData(
    (page, signal) =>
      api.get('/api/exam/papers', {
        query: { kind, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [kind],
  );
  return (
    <PagedView paged={papers}>
      {(items) => (
        <ListCard>
          <ItemList items={items}>{(paper) => <PaperListItem paper={paper} />}</ItemList>
        </ListCard>
      )}
    </PagedView>
  );
}
