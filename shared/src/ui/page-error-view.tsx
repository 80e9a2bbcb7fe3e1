import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from './status-block';
import { TappableView } from './tappable-view';

export type PageErrorViewProps = {
  onReload: () => void;
};

/** Spec 8: a page (or a remote) that failed to load; tapping anywhere on it reloads it. */
export function PageErrorView({ onReload }: PageErrorViewProps) {
  const { t } = useTranslation();
  return (
    <TappableView onTap={onReload}>
      <StatusBlock
        Picture={ExclamationCircleOutline}
        title={t('page.loadFailed')}
        description={t('page.tapToReload')}
      />
    </TappableView>
  );
}
