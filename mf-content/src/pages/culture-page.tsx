import { AreaPage } from 'shared/standalone';
import { CultureView } from '../components/culture-view';

/** /pages/culture/index: the company's story, values, history and gallery. */
export default function CulturePage() {
  return (
    <AreaPage title="page.content.culture">
      <CultureView />
    </AreaPage>
  );
}
