import { Button, Toast } from 'shared/ui-kit';
import { Form, Input } from 'shared/ui-kit-forms';
import { ScanCodeOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import formCard from '../components/form-card.module.css';
import { Panel } from '../components/panel';
import { inviteCodeFrom, scanInviteCode } from '../components/scan-invite-code';
import { JoinSteps } from '../components/join-steps';
import { useFreshUser } from '../components/use-fresh-user';
import styles from './bind-invite-page.module.css';

type Values = { invite_code: string };

/**
 * Company activation: the team's invite code, typed or scanned from its QR code (a link to this
 * page with ?code= also fills it in), sent for the area manager's review. The API refuses a code
 * before the profile is complete, so until then the page leads to that step first (keeping a
 * scanned code for the way back).
 */
export default function BindInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useFreshUser();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);

  const activate = async ({ invite_code }: Values) => {
    setSending(true);
    try {
      await api.post('/api/join/activate', {
        body: { invite_code: invite_code.trim().toUpperCase() },
      });
      await refreshUser({ force: true }).catch(() => undefined);
      navigate(PATHS.user.bindState, { replace: true });
    } catch {
      // The request client has shown the refusal (unknown code, profile incomplete…).
    } finally {
      setSending(false);
    }
  };

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const code = await scanInviteCode(file).catch(() => null);
    if (code) form.setFieldsValue({ invite_code: code });
    else Toast.show({ content: t('user.bindInvite.noQrCode') });
  };

  if (user.is_check === 1) {
    return (
      <AreaPage title="page.user.bindInvite">
        <JoinSteps current={2} />
        <Panel>
          <p className={styles.text}>{t('user.bindInvite.alreadyPending')}</p>
          <Link to={PATHS.user.bindState} className={styles.link}>
            {t('page.user.bindState')}
          </Link>
        </Panel>
      </AreaPage>
    );
  }

  const code = inviteCodeFrom(params.get('code') ?? '') ?? '';

  if (!user.profile_complete) {
    return (
      <AreaPage title="page.user.bindInvite" about="user.bindInvite.about">
        <JoinSteps current={0} />
        <Panel>
          <p className={styles.text}>{t('user.profile.incomplete')}</p>
          <Button
            block
            color="primary"
            className={styles.action}
            onClick={() => navigate(code ? `${PATHS.user.bind}?code=${code}` : PATHS.user.bind)}
          >
            {t('page.user.bind')}
          </Button>
        </Panel>
        <p className={styles.hint}>{t('user.bindInvite.hint')}</p>
      </AreaPage>
    );
  }

  return (
    <AreaPage title="page.user.bindInvite" about="user.bindInvite.about">
      <JoinSteps current={1} />
      <Form
        form={form}
        className={formCard.form}
        initialValues={{ invite_code: code }}
        onFinish={(values) => void activate(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={sending}>
            {t('user.bindInvite.submit')}
          </Button>
        }
      >
        <Form.Item
          name="invite_code"
          label={t('user.bindInvite.code')}
          rules={[
            { required: true, message: t('user.bindInvite.codeRequired') },
            { pattern: /^[A-Za-z0-9]{6}$/, message: t('user.bindInvite.codeFormat') },
          ]}
          extra={
            <Button
              size="small"
              fill="outline"
              color="primary"
              onClick={() => photoInput.current?.click()}
            >
              <ScanCodeOutline aria-hidden /> {t('user.bindInvite.scan')}
            </Button>
          }
        >
          <Input
            placeholder={t('user.bindInvite.codePlaceholder')}
            maxLength={6}
            clearable
            autoComplete="off"
          />
        </Form.Item>
      </Form>
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('user.bindInvite.scan')}
        onChange={(event) => void onPhoto(event.target.files?.[0])}
      />
      <p className={styles.hint}>{t('user.bindInvite.hint')}</p>
    </AreaPage>
  );
}
