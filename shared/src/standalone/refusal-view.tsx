import { Button } from 'shared/ui-kit-core';
import { LockOutline } from 'antd-mobile-icons';
import { StatusBlock } from 'shared/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import styles from './refusal-view.module.css';

export type RefusalViewProps = {
  /** The server's reason, under the "No permission" title; undefined: a general line. */
  reason?: string | undefined;
};

/**
 * A page the server refused for this reader's role (code 403): retrying cannot help, so it says
 * why and offers the way back instead of a Retry.
 */
export function RefusalView({ reason }: RefusalViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The first location of a session has the key 'default': home is the way out then.
  const canGoBack = useLocation().key !== 'default';
  return (
    <div role="alert" className={styles.refusal}>
      <StatusBlock
        Picture={LockOutline}
        title={t('page.noPermission')}
        description={reason ?? t('page.noPermissionHint')}
      >
        <Button
          color="primary"
          fill="outline"
          onClick={() => void (canGoBack ? navigate(-1) : navigate(PATHS.shell.home))}
        >
          {t('common.goBack')}
        </Button>
      </StatusBlock>
    </div>
  );
}
