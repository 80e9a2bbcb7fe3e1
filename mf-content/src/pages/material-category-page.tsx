import { PATHS } from 'shared/paths';
import { AreaPage, BannerCarousel, LinkList } from 'shared/standalone';
import { EmptyState } from 'shared/ui';

/** Tab 1: the materials centre; its banners, then the materials by category. */
export default function MaterialCategoryPage() {
  return (
    <AreaPage title="page.content.materialCategory" about="content.materialCategory.about">
      <BannerCarousel position="material" />
      <EmptyState />
      <LinkList
        links={[
          { to: PATHS.content.publicMaterial, title: 'page.content.publicMaterial' },
          { to: PATHS.content.search, title: 'page.content.search' },
        ]}
      />
    </AreaPage>
  );
}
