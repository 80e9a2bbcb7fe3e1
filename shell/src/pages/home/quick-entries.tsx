import {
  CalendarOutline,
  EditSOutline,
  FlagOutline,
  FolderOutline,
  ShopbagOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { EntryGrid, type EntryLink } from 'shared/standalone';

export const QUICK_ENTRIES: readonly EntryLink[] = [
  { to: PATHS.exam.index, title: 'home.entry.exam', icon: <EditSOutline /> },
  { to: PATHS.train.index, title: 'home.entry.train', icon: <VideoOutline /> },
  { to: PATHS.clockin.activity, title: 'home.entry.clockin', icon: <CalendarOutline /> },
  { to: PATHS.user.file, title: 'home.entry.knowledge', icon: <FolderOutline /> },
  { to: PATHS.content.culture, title: 'home.entry.culture', icon: <FlagOutline /> },
  { to: PATHS.content.shop, title: 'home.entry.shop', icon: <ShopbagOutline /> },
];

/** Wider than a phone (the layout grows to 960 px): every entry fits on one row. */
const WIDE_SCREEN = '(min-width: 600px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE_SCREEN);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWideScreen = (): boolean => window.matchMedia?.(WIDE_SCREEN).matches ?? false;

/** Links to the main areas, an icon each; the guard decides on arrival whether the user may enter. */
export function QuickEntries() {
  const { t } = useTranslation();
  const wide = useSyncExternalStore(subscribeToWidth, isWideScreen, () => false);
  return (
    <section aria-label={t('home.entries')}>
      <EntryGrid links={QUICK_ENTRIES} columns={wide ? QUICK_ENTRIES.length : 3} />
    </section>
  );
}
