import { InfoPage } from 'shared/standalone';

/** /pagesUser/file/look: read a document of the knowledge base. */
export default function FileLookPage() {
  return <InfoPage title="page.user.fileLook" about="user.fileLook.about" />;
}
