import { AreaPage } from 'shared/standalone';
import { PaperList } from '../components/paper-list';

/** The exam papers assigned: open first with their deadlines, then upcoming, then closed. */
export default function PaperPage() {
  return (
    <AreaPage title="page.exam.paper">
      <PaperList kind="exam" />
    </AreaPage>
  );
}
