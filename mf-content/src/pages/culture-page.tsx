import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pages/culture/index: the company's story, values and culture activities. */
export default function CulturePage() {
  return (
    <InfoPage
      title="page.content.culture"
      about="content.culture.about"
      links={[{ to: PATHS.content.publicCulture, title: 'page.content.publicCulture' }]}
    />
  );
}
