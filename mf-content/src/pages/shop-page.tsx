import { PATHS } from 'shared/paths';
import { AreaPage, BannerCarousel, LinkList } from 'shared/standalone';
import { EmptyState } from 'shared/ui';

/** Shop enablement: its banners, then the tools and guides for shops. */
export default function ShopPage() {
  return (
    <AreaPage title="page.content.shop" about="content.shop.about">
      <BannerCarousel position="shop" />
      <EmptyState />
      <LinkList
        links={[
          { to: PATHS.content.materialCategory, title: 'page.content.materialCategory' },
          { to: PATHS.content.culture, title: 'page.content.culture' },
        ]}
      />
    </AreaPage>
  );
}
