import {
  CalendarOutline,
  EditSOutline,
  FlagOutline,
  FolderOutline,
  ShopbagOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { THEME_COLOR } from 'shared/constants';
import type { PlainMessageKey } from 'shared/i18n';
import { PATHS } from 'shared/paths';

type Entry = {
  path: string;
  label: PlainMessageKey;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
};

export const QUICK_ENTRIES: readonly Entry[] = [
  { path: PATHS.exam.index, label: 'home.entry.exam', Icon: EditSOutline },
  { path: PATHS.train.index, label: 'home.entry.train', Icon: VideoOutline },
  { path: PATHS.clockin.activity, label: 'home.entry.clockin', Icon: CalendarOutline },
  { path: PATHS.user.file, label: 'home.entry.knowledge', Icon: FolderOutline },
  { path: PATHS.content.culture, label: 'home.entry.culture', Icon: FlagOutline },
  { path: PATHS.content.shop, label: 'home.entry.shop', Icon: ShopbagOutline },
];

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 4,
  margin: '12px 12px 0',
  padding: '12px 0',
  listStyle: 'none',
  borderRadius: 8,
  background: '#ffffff',
};

const entryStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '8px 0',
  color: '#333333',
  fontSize: 12,
  textDecoration: 'none',
};

const iconStyle: CSSProperties = {
  width: 40,
  height: 40,
  padding: 8,
  boxSizing: 'border-box',
  borderRadius: 12,
  background: '#fff3e8',
  color: THEME_COLOR,
  fontSize: 24,
};

/** Links to the main areas; the guard decides on arrival whether the user may enter. */
export function QuickEntries() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.entries')}>
      <ul style={gridStyle}>
        {QUICK_ENTRIES.map(({ path, label, Icon }) => (
          <li key={path}>
            <Link to={path} style={entryStyle}>
              <Icon aria-hidden style={iconStyle} />
              <span>{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
