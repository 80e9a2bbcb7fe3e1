import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesPublic/material/index: materials open to everyone, shared from the materials centre. */
export default function PublicMaterialPage() {
  return (
    <InfoPage
      title="page.content.publicMaterial"
      about="content.publicMaterial.about"
      links={[{ to: PATHS.content.materialCategory, title: 'page.content.materialCategory' }]}
    />
  );
}
