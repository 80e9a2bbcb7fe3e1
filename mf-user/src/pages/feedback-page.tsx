import { Button, List, Tag, Toast } from 'shared/ui-kit';
import { Form, ImageUploader, Input, Selector, TextArea } from 'shared/ui-kit-forms';
import type { ImageUploadItem } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXTAREA_MAX_LENGTH } from 'shared/constants';
import { api } from 'shared/request';
import { AreaPage, PagedView, Section, TimeAgo, usePagedData } from 'shared/standalone';
import { CardList } from '../components/card-list';
import formCard from '../components/form-card.module.css';
import { MAX_IMAGE_BYTES, uploadImage } from '../components/upload-image';
import styles from './feedback-page.module.css';

const KINDS = ['suggestion', 'bug', 'content', 'other'] as const;
type Kind = (typeof KINDS)[number];
const MAX_IMAGES = 9;

type Values = { kind: Kind[]; body: string; contact: string };

function MyFeedback({ version }: { version: number }) {
  const { t } = useTranslation();
  const mine = usePagedData(
    (page, signal) =>
      api.get('/api/feedback', {
        query: { page, pageSize: 10 },
        loading: false,
        toast: false,
        signal,
      }),
    [version],
  );
  if (mine.status === 'success' && mine.items.length === 0) return null;
  return (
    <Section title={t('user.feedback.mine')} card={false}>
      <PagedView paged={mine}>
        {(items) => (
          <div className={styles.card}>
            <CardList>
              {items.map((item) => (
                <List.Item
                  key={item.id}
                  description={
                    <>
                      {item.reply ? (
                        <div className={styles.reply}>
                          {t('user.feedback.reply', { reply: item.reply })}
                        </div>
                      ) : null}
                      <TimeAgo seconds={item.created_at} />
                    </>
                  }
                  extra={
                    <Tag color={item.status === 'replied' ? 'success' : 'default'} fill="outline">
                      {t(`user.feedback.status.${item.status}`)}
                    </Tag>
                  }
                >
                  {t(`user.feedback.kind.${item.kind}`)} · {item.body}
                </List.Item>
              ))}
            </CardList>
          </div>
        )}
      </PagedView>
    </Section>
  );
}

/** Feedback: a type, up to 140 characters, up to 9 images and a contact; then my earlier ones. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [sending, setSending] = useState(false);
  const [version, setVersion] = useState(0);

  const send = async (values: Values) => {
    setSending(true);
    try {
      await api.post('/api/feedback', {
        body: {
          kind: values.kind[0] ?? 'suggestion',
          body: values.body.trim(),
          images: images.map((image) => image.url),
          ...(values.contact?.trim() ? { contact: values.contact.trim() } : {}),
        },
      });
      Toast.show({ icon: 'success', content: t('user.feedback.sent') });
      form.resetFields();
      setImages([]);
      setVersion((n) => n + 1);
    } catch {
      // Toasted by the request client.
    } finally {
      setSending(false);
    }
  };

  return (
    <AreaPage title="page.user.feedback" about="user.feedback.about">
      <Form
        form={form}
        className={formCard.form}
        initialValues={{ kind: ['suggestion'], body: '', contact: '' }}
        onFinish={(values: Values) => void send(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={sending}>
            {t('user.feedback.submit')}
          </Button>
        }
      >
        <Form.Item
          name="kind"
          label={t('user.feedback.type')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('user.feedback.typeRequired') },
          ]}
        >
          {/* Two even columns: free-flowing chips left one kind alone on a second line. */}
          <Selector
            columns={2}
            options={KINDS.map((kind) => ({ label: t(`user.feedback.kind.${kind}`), value: kind }))}
          />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('user.feedback.body')}
          rules={[
            { required: true, whitespace: true, message: t('user.feedback.bodyRequired') },
            {
              max: TEXTAREA_MAX_LENGTH,
              message: t('user.feedback.bodyTooLong', { max: TEXTAREA_MAX_LENGTH }),
            },
          ]}
        >
          <TextArea
            placeholder={t('user.feedback.bodyPlaceholder')}
            maxLength={TEXTAREA_MAX_LENGTH}
            showCount
            rows={4}
          />
        </Form.Item>
        <Form.Item label={t('user.feedback.images', { max: MAX_IMAGES })}>
          <ImageUploader
            value={images}
            onChange={setImages}
            upload={uploadImage}
            maxCount={MAX_IMAGES}
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            imageFit="cover"
            preview
            beforeUpload={(file) => {
              if (file.size > MAX_IMAGE_BYTES) {
                Toast.show({ content: t('user.upload.tooLarge') });
                return null;
              }
              return file;
            }}
          />
        </Form.Item>
        <Form.Item name="contact" label={t('user.feedback.contact')}>
          <Input placeholder={t('user.feedback.contactPlaceholder')} maxLength={50} clearable />
        </Form.Item>
      </Form>
      <MyFeedback version={version} />
    </AreaPage>
  );
}
