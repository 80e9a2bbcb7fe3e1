import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/file/index: documents and guides collected by the company, by folder. */
export default function KnowledgeBasePage() {
  return (
    <InfoPage
      title="page.user.file"
      about="user.file.about"
      links={[{ to: PATHS.user.fileLook, title: 'page.user.fileLook' }]}
    />
  );
}
