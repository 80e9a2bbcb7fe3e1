import { Button, ErrorBlock } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';

export type NetworkLostViewProps = {
  /** Shows a Retry button when given. */
  onRetry?: () => void;
};

/** Spec 2: the network-lost view, 'oops, network signal lost'. */
export function NetworkLostView({ onRetry }: NetworkLostViewProps) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="disconnected" title={t('network.lost')} description={null}>
      {onRetry ? (
        <Button color="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </ErrorBlock>
  );
}
