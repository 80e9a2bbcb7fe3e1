// The kit every remote builds its area with: the area alone under its own router
// (createAreaApp), as single-spa-react lifecycles (createAreaLifecycles), on its own dev page
// with a dev login (mountStandalone), and the page parts each area repeats (a page's frame,
// loading / empty / error states, widget cards, media URLs).
export {
  createAreaApp,
  type AreaApp,
  type AreaAppOptions,
  type AreaAppProps,
} from './create-area-app';
export { createAreaLifecycles, type AreaLifecycles } from './create-area-lifecycles';
export {
  mountStandalone,
  type MountStandaloneOptions,
  type StandalonePage,
} from './mount-standalone';
export { toRouteObjects, type AreaRouteOptions } from './area-routes';
export { DevLoginBar } from './dev-login-bar';
export {
  STANDALONE_API_FALLBACK,
  loadStandaloneConfig,
  type StandaloneConfig,
} from './standalone-config';
export { AreaPage, EntryGrid, LinkList, type AreaPageProps, type PageLink } from './area-page';
export { useAsyncData, type AsyncData, type AsyncState } from './use-async-data';
export { useIdParam } from './use-id-param';
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
export { errorText } from './request-error-text';
export { mediaUrl } from './media-url';
export { QrCodeImage } from './qr-code-image';
export { PagedFooter, PagedView, type PagedViewProps } from './paged-footer';
export { ItemList, type ItemListProps } from './item-list';
export { areaRoute } from './area-route';
export { BannerCarousel, type BannerCarouselProps, type BannerPosition } from './banner-carousel';
export { TimeAgo, useTranslate } from './time-ago-text';
