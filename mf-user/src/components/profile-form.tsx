import { Button, Space, Toast } from 'shared/ui-kit';
import { Form, ImageUploader, Input, Radio } from 'shared/ui-kit-forms';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { ActionBar } from 'shared/standalone';
import { refreshUser, type SessionUser } from 'shared/session';
import formCard from './form-card.module.css';
import { maskMobile } from './user-labels';
import { UserAvatar } from './user-avatar';
import styles from './profile-form.module.css';
import { MAX_IMAGE_BYTES, uploadImage } from './upload-image';

type Values = { username: string; nickname: string; sex: 1 | 2 | undefined };

/**
 * The profile form of profile completion and of profile editing: real name (2-20 characters),
 * nickname, sex and avatar (uploaded), with the mobile shown. Saves through /api/user/profile and
 * refreshes the session's user.
 */
export function ProfileForm({
  user,
  submitText,
  onSaved,
  children,
}: {
  user: SessionUser;
  submitText: string;
  onSaved: () => void;
  /** What the page shows under the form, above the action bar. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [avatar, setAvatar] = useState(user.avatar);
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    if (values.sex === undefined) return;
    setSaving(true);
    try {
      await api.post('/api/user/profile', {
        body: {
          username: values.username.trim(),
          sex: values.sex,
          ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
          ...(avatar ? { avatar } : {}),
        },
      });
      await refreshUser({ force: true }).catch(() => undefined);
      Toast.show({ content: t('user.profile.saved') });
      onSaved();
    } catch {
      // The request client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        className={formCard.form}
        layout="horizontal"
        initialValues={{
          username: user.username,
          nickname: user.nickname,
          sex: user.sex === 1 || user.sex === 2 ? user.sex : undefined,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('user.profile.avatar')} className={styles.avatarItem}>
          <div className={styles.avatar}>
            <UserAvatar src={avatar} size="m" />
            <ImageUploader
              value={[]}
              maxCount={1}
              accept="image/jpeg,image/png,image/gif,image/webp"
              upload={uploadImage}
              beforeUpload={(file) => {
                if (file.size > MAX_IMAGE_BYTES) {
                  Toast.show({ content: t('user.upload.tooLarge') });
                  return null;
                }
                return file;
              }}
              onChange={(items) => {
                const url = items[0]?.url;
                if (url) setAvatar(url);
              }}
            >
              <Button size="small" fill="outline" color="primary">
                {t('user.profile.changeAvatar')}
              </Button>
            </ImageUploader>
          </div>
        </Form.Item>
        <Form.Item
          name="username"
          label={t('user.profile.username')}
          rules={[
            { required: true, whitespace: true, message: t('user.profile.usernameRequired') },
            {
              validator: (_rule, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                return length === 0 || (length >= 2 && length <= 20)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.profile.usernameLength')));
              },
            },
          ]}
        >
          <Input placeholder={t('user.profile.usernamePlaceholder')} maxLength={20} clearable />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('user.profile.nickname')}
          rules={[{ max: 20, message: t('user.profile.nicknameLength') }]}
        >
          <Input placeholder={t('user.profile.nicknamePlaceholder')} maxLength={20} clearable />
        </Form.Item>
        <Form.Item
          name="sex"
          label={t('user.profile.sex')}
          rules={[{ required: true, message: t('user.profile.sexRequired') }]}
        >
          <Radio.Group>
            <Space>
              <Radio value={1}>{t('user.sex.male')}</Radio>
              <Radio value={2}>{t('user.sex.female')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('user.profile.mobile')}>
          <span>{user.mobile ? maskMobile(user.mobile) : t('user.profile.unset')}</span>
        </Form.Item>
      </Form>
      {children}
      {/* The page's main action, at the bottom of the screen, under everything the page shows. */}
      <ActionBar>
        <Button block color="primary" loading={saving} onClick={() => form.submit()}>
          {submitText}
        </Button>
      </ActionBar>
    </>
  );
}
