import { Button } from 'shared/ui-kit';
import { Form, Input, TextArea } from 'shared/ui-kit-forms';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXTAREA_MAX_LENGTH } from 'shared/constants';
import { randomHexId } from 'shared/platform';
import { api, isRequestError, type ContractData } from 'shared/request';
import { ActionBar, errorText } from 'shared/standalone';
import { enqueueClockin, retrySoon, type QueuedPhoto } from '../offline/clockin-queue';
import { photoToDataUrl } from '../offline/photo-data';
import { PhotoPicker } from './photo-picker';
import { useLocationFix, type LocationFix } from './use-location-fix';
import { usePhotoUploads } from './use-photo-uploads';
import styles from './clockin-form.module.css';

export type ClockinTaskDetail = ContractData<'get', '/api/clockin/tasks/{id}'>;
export type ClockinCreated = ContractData<'post', '/api/clockin/records'>;

type Errors = Partial<Record<'body' | 'photos' | 'location' | 'submit', string>>;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <div id={id} role="alert" className={styles.error}>
      {message}
    </div>
  ) : null;
}

const isNetworkFailure = (error: unknown): boolean =>
  isRequestError(error) && (error.kind === 'network' || error.kind === 'timeout');

export type ClockinFormProps = {
  detail: ClockinTaskDetail;
  onDone: (created: ClockinCreated) => void;
};

/**
 * Clock in a task: text, photos (uploaded as they are picked, with progress) and an optional
 * location. One idempotency key per form, so a retried submit is recorded once; without a
 * network the clock-in is kept on the device and sent later with the same key (the page then
 * shows it waiting, from the queue).
 */
export function ClockinForm({ detail, onDone }: ClockinFormProps) {
  const { t } = useTranslation();
  const { task } = detail;
  const [clientKey] = useState(randomHexId);
  const [body, setBody] = useState('');
  const [location, setLocation] = useState('');
  const [fix, setFix] = useState<LocationFix | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const { photos, add, remove, retry } = usePhotoUploads();
  const locator = useLocationFix();

  const validate = (): Errors => {
    const found: Errors = {};
    if (!body.trim()) found.body = t('clockin.clock.bodyRequired');
    if (task.requires_photo && photos.length === 0)
      found.photos = t('clockin.clock.photosRequired');
    else if (photos.some((p) => p.status === 'uploading'))
      found.photos = t('clockin.clock.photosUploading');
    else if (navigator.onLine && photos.some((p) => p.status === 'failed'))
      found.photos = t('clockin.clock.photosFailed');
    if (task.requires_location && !location.trim())
      found.location = t('clockin.clock.locationRequired');
    return found;
  };

  const keepOnDevice = async () => {
    const kept: QueuedPhoto[] = await Promise.all(
      photos.map(async (p) =>
        p.url ? { url: p.url } : { dataUrl: await photoToDataUrl(p.file), name: p.file.name },
      ),
    );
    enqueueClockin({
      clientKey,
      taskId: task.id,
      taskTitle: task.title,
      activityId: detail.activity.id,
      body: body.trim(),
      location: location.trim(),
      ...(fix ? fix : {}),
      photos: kept,
      savedAt: Date.now(),
    });
    if (navigator.onLine) retrySoon();
  };

  const handleSubmit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      if (!navigator.onLine || photos.some((p) => !p.url)) {
        await keepOnDevice();
        return;
      }
      const created = await api.post('/api/clockin/records', {
        body: {
          task_id: task.id,
          body: body.trim(),
          photos: photos.map((p) => p.url ?? ''),
          ...(location.trim() ? { location: location.trim() } : {}),
          ...(fix ?? {}),
          client_key: clientKey,
        },
        loading: false,
        toast: false,
      });
      onDone(created);
    } catch (error) {
      if (isNetworkFailure(error)) await keepOnDevice();
      else setErrors({ submit: errorText(error, t) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form className={styles.form} layout="vertical" onFinish={() => void handleSubmit()}>
        <Form.Item label={t('clockin.clock.body')} required>
          <TextArea
            aria-label={t('clockin.clock.body')}
            aria-invalid={errors.body ? true : undefined}
            placeholder={t('clockin.clock.bodyPlaceholder')}
            value={body}
            onChange={(value) => {
              setBody(value);
              if (errors.body) setErrors((e) => ({ ...e, body: undefined }));
            }}
            maxLength={TEXTAREA_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
          <FieldError id="clockin-body-error" message={errors.body} />
        </Form.Item>
        <Form.Item label={t('clockin.clock.photos')} required={task.requires_photo}>
          <PhotoPicker
            photos={photos}
            onAdd={(files) => {
              add(files);
              if (errors.photos) setErrors((e) => ({ ...e, photos: undefined }));
            }}
            onRemove={remove}
            onRetry={retry}
          />
          <FieldError id="clockin-photos-error" message={errors.photos} />
        </Form.Item>
        <Form.Item label={t('clockin.clock.location')} required={task.requires_location}>
          <div className={styles.locationRow}>
            <Input
              className={styles.locationInput}
              aria-label={t('clockin.clock.location')}
              placeholder={t(
                task.requires_location
                  ? 'clockin.clock.locationPlaceholderRequired'
                  : 'clockin.clock.locationPlaceholder',
              )}
              value={location}
              maxLength={100}
              onChange={(value) => {
                setLocation(value);
                if (errors.location) setErrors((e) => ({ ...e, location: undefined }));
              }}
            />
            <Button
              size="small"
              className={styles.locate}
              loading={locator.state === 'locating'}
              onClick={() =>
                locator.locate((next) => {
                  setFix(next);
                  setLocation((text) => text || `${next.latitude}, ${next.longitude}`);
                })
              }
            >
              <EnvironmentOutline aria-hidden /> {t('clockin.clock.locate')}
            </Button>
          </div>
          <FieldError
            id="clockin-location-error"
            message={
              errors.location ??
              (locator.state === 'failed' ? t('clockin.clock.locateFailed') : undefined)
            }
          />
        </Form.Item>
      </Form>
      <div className={styles.submitError}>
        <FieldError id="clockin-submit-error" message={errors.submit} />
      </div>
      {/* The form needs no values of its own: the page's main action submits what is typed. */}
      <ActionBar>
        <Button block color="primary" loading={submitting} onClick={() => void handleSubmit()}>
          {t('clockin.clock.submit')}
        </Button>
      </ActionBar>
    </>
  );
}
