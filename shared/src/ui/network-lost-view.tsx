import { Button } from 'shared/ui-kit-core';
import { GlobalOutline } from 'antd-mobile-icons';
import { StatusBlock } from './status-block';
import { useTranslation } from 'react-i18next';

export type NetworkLostViewProps = {
  /** Shows a Retry button when given. */
  onRetry?: () => void;
};

/** Spec 2: the network-lost view, 'oops, network signal lost'. */
export function NetworkLostView({ onRetry }: NetworkLostViewProps) {
  const { t } = useTranslation();
  return (
    <StatusBlock Picture={GlobalOutline} title={t('network.lost')}>
      {onRetry ? (
        <Button color="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </StatusBlock>
  );
}
