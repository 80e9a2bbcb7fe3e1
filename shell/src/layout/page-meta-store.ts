import type { PlainMessageKey } from 'shared/i18n';
import { create } from 'zustand';

/** What the layout needs to know about the page on screen; the page (or its remote route) sets it. */
export type PageMeta = {
  path: string;
  /** Undefined: the app name (spec: the default title is the app name). */
  title: PlainMessageKey | undefined;
  navBar: boolean;
  pullDownRefresh: boolean;
};

type PageMetaStore = PageMeta & { setMeta: (meta: PageMeta) => void };

export const usePageMetaStore = create<PageMetaStore>()((set) => ({
  path: '',
  title: undefined,
  navBar: true,
  pullDownRefresh: false,
  setMeta: (meta) => set(meta),
}));
