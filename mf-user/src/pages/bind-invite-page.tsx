import { Button, Toast } from 'shared/ui-kit';
import { Form, Input } from 'shared/ui-kit-forms';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { refreshUser } from 'shared/session';
import { AreaPage } from 'shared/standalone';
import { cardStyle } from '../components/card-style';
import { inviteCodeFrom, scanInviteCode } from '../components/scan-invite-code';
import { useFreshUser } from '../components/use-fresh-user';

type Values = { invite_code: string };

/**
 * Company activation: the team's invite code, typed or scanned from its QR code (a link to this
 * page with ?code= also fills it in), sent for the area manager's review.
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
        <div style={cardStyle}>
          <p style={{ marginTop: 0 }}>{t('user.bindInvite.alreadyPending')}</p>
          <Link to={PATHS.user.bindState}>{t('page.user.bindState')}</Link>
        </div>
      </AreaPage>
    );
  }

  return (
    <AreaPage title="page.user.bindInvite" about="user.bindInvite.about">
      {!user.profile_complete ? (
        <div style={cardStyle} role="alert">
          {t('user.bindInvite.profileFirst')}{' '}
          <Link to={PATHS.user.bind}>{t('page.user.bind')}</Link>
        </div>
      ) : null}
      <Form
        form={form}
        initialValues={{ invite_code: inviteCodeFrom(params.get('code') ?? '') ?? '' }}
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
            <Button size="small" fill="outline" onClick={() => photoInput.current?.click()}>
              {t('user.bindInvite.scan')}
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
      <p style={{ margin: '0 16px', fontSize: 13, color: '#999999' }}>
        {t('user.bindInvite.hint')}
      </p>
    </AreaPage>
  );
}
