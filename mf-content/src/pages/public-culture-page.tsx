import { AreaPage } from 'shared/standalone';
import { CultureView } from '../components/culture-view';

/** /pagesPublic/culture/index: the company culture, to share with people outside the company. */
export default function PublicCulturePage() {
  return (
    <AreaPage title="page.content.publicCulture">
      <CultureView />
    </AreaPage>
  );
}
