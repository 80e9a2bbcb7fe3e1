import { ErrorBlock } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { TappableView } from './tappable-view';

export type PageErrorViewProps = {
  onReload: () => void;
};

/** Spec 8: a page (or a remote) that failed to load; tapping anywhere on it reloads it. */
export function PageErrorView({ onReload }: PageErrorViewProps) {
  const { t } = useTranslation();
  return (
    <TappableView onTap={onReload}>
      <ErrorBlock
        status="default"
        title={t('page.loadFailed')}
        description={t('page.tapToReload')}
      />
    </TappableView>
  );
}
