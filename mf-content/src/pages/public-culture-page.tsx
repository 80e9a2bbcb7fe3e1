import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesPublic/culture/index: the company culture page to share with people outside the company. */
export default function PublicCulturePage() {
  return (
    <InfoPage
      title="page.content.publicCulture"
      about="content.publicCulture.about"
      links={[{ to: PATHS.content.culture, title: 'page.content.culture' }]}
    />
  );
}
