// The kit every remote builds its area with: the page parts each area repeats (a page's frame,
// loading / empty / error states, widget cards, media URLs). Mounting an area on its own is in
// `shared/standalone/mount`, so home widgets do not download single-spa.
export { toRouteObjects, type AreaRouteOptions } from './area-routes';
export {
  AreaPage,
  EntryGrid,
  LinkList,
  type AreaPageProps,
  type EntryLink,
  type PageLink,
} from './area-page';
export { Section, type SectionProps } from './section';
export { ActionBar, type ActionBarProps } from './action-bar';
export { MEDIA_RATIOS, MediaImage, type MediaImageProps, type MediaRatio } from './media-image';
export { CardList, GridRows, joinMeta, MediaRow, type MediaRowProps } from './media-row';
export { RefusalView, type RefusalViewProps } from './refusal-view';
export { useAsyncData, type AsyncData, type AsyncState } from './use-async-data';
export { useAfterHydration } from './use-after-hydration';
export { HydratedCalls, RenderDataProvider, ServerCalls, type RenderedCall } from './render-data';
export { idOf, useIdParam } from './use-id-param';
export { resetPageTitle, usePageTitle, useRuntimePageTitle } from './page-title';
export { usePagedData, type ListPage, type PagedData } from './use-paged-data';
export {
  AsyncView,
  CompactEmpty,
  CompactLoading,
  InlineError,
  type AsyncViewProps,
  type InlineErrorProps,
} from './async-view';
export { WidgetFrame, type WidgetFrameProps } from './widget-frame';
export { MoreLink } from './more-link';
export { PageNote } from './page-note';
export { errorText } from './request-error-text';
export { mediaUrl } from './media-url';
export { formatFileSize } from './file-size';
export { QrCodeImage } from './qr-code-image';
export { PagedFooter, PagedView, type PagedViewProps } from './paged-footer';
export { ItemList, type ItemListProps } from './item-list';
export { areaRoute } from './area-route';
export { BannerCarousel, type BannerCarouselProps, type BannerPosition } from './banner-carousel';
export { TimeAgo, useTranslate } from './time-ago-text';
export { Watermark, type WatermarkProps } from './watermark';
