import { ClockCircleOutline } from 'antd-mobile-icons';
import { StatusBlock } from './status-block';
import { useTranslation } from 'react-i18next';
import { TappableView } from './tappable-view';

export type TimeoutViewProps = {
  onRetry: () => void;
};

/** Spec 8: "Connection timed out, tap the screen to retry": the whole view is the button. */
export function TimeoutView({ onRetry }: TimeoutViewProps) {
  const { t } = useTranslation();
  return (
    <TappableView onTap={onRetry}>
      <StatusBlock Picture={ClockCircleOutline} title={t('network.timeout')} />
    </TappableView>
  );
}
