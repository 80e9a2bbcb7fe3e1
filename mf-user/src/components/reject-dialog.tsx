import { Dialog } from 'shared/ui-kit';
import { TextArea } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reject-dialog.module.css';

const MAX_REASON = 200;

/** Asks for the reason of a rejection (shown to the applicant); empty reasons are not sent. */
export function RejectDialog({
  name,
  onCancel,
  onReject,
}: {
  name: string | null;
  onCancel: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const close = () => {
    setReason('');
    setError(false);
    onCancel();
  };
  return (
    <Dialog
      visible={name !== null}
      title={t('user.teamList.rejectTitle', { name: name ?? '' })}
      content={
        <>
          <TextArea
            aria-label={t('user.teamList.reason')}
            placeholder={t('user.teamList.reasonPlaceholder')}
            value={reason}
            maxLength={MAX_REASON}
            showCount
            rows={3}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setError(false);
            }}
          />
          {error ? (
            <div role="alert" className={styles.error}>
              {t('user.teamList.reasonRequired')}
            </div>
          ) : null}
        </>
      }
      onClose={close}
      actions={[
        [
          { key: 'cancel', text: t('user.common.cancel'), onClick: close },
          {
            key: 'reject',
            text: t('user.teamList.reject'),
            danger: true,
            bold: true,
            onClick: async () => {
              if (!reason.trim()) {
                setError(true);
                return;
              }
              await onReject(reason.trim());
              setReason('');
            },
          },
        ],
      ]}
    />
  );
}
