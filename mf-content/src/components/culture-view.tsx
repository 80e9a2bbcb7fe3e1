import { ImageViewer, Steps } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AsyncView, Section, mediaUrl, useAsyncData } from 'shared/standalone';
import styles from './culture-view.module.css';

/** The company culture from /api/culture: intro, values, history timeline and gallery. */
export function CultureView() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const culture = useAsyncData(
    (signal) => api.get('/api/culture', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AsyncView
      state={culture}
      onRetry={culture.reload}
      isEmpty={(data) =>
        !data.intro &&
        data.values.length === 0 &&
        data.history.length === 0 &&
        data.gallery.length === 0
      }
    >
      {({ intro, values, history, gallery }) => (
        <>
          {/* The page's lead: under the nav bar's title, a heading would only say it again. */}
          {intro ? (
            <section aria-label={intro.title} className={styles.intro}>
              <div className={styles.block}>
                {intro.image ? (
                  <img
                    className={styles.introImage}
                    src={mediaUrl(intro.image)}
                    alt=""
                    width={150}
                    height={200}
                    decoding="async"
                  />
                ) : null}
                <p className={styles.text}>{intro.body}</p>
              </div>
            </section>
          ) : null}
          {values.length > 0 ? (
            <Section title={t('content.culture.values')}>
              <ul className={styles.values}>
                {values.map((value) => (
                  <li key={value.id} className={styles.value}>
                    <h3 className={styles.valueTitle}>{value.title}</h3>
                    <p className={styles.valueBody}>{value.body}</p>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {history.length > 0 ? (
            <Section title={t('content.culture.history')}>
              <div className={styles.steps}>
                <Steps direction="vertical" current={history.length - 1}>
                  {history.map((event) => (
                    <Steps.Step
                      key={event.id}
                      status="finish"
                      title={
                        <>
                          <span className={styles.eventDate}>{event.date}</span>
                          <span className={styles.eventTitle}>{event.title}</span>
                        </>
                      }
                      description={event.body}
                    />
                  ))}
                </Steps>
              </div>
            </Section>
          ) : null}
          {gallery.length > 0 ? (
            <Section title={t('content.culture.gallery')}>
              <ul className={styles.gallery}>
                {gallery.map((photo, index) => (
                  <li key={photo.id}>
                    <button
                      type="button"
                      className={styles.photoButton}
                      onClick={() => setViewing(index)}
                    >
                      <img
                        className={styles.photo}
                        src={mediaUrl(photo.image)}
                        alt=""
                        width={120}
                        height={160}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className={styles.caption}>{photo.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <ImageViewer.Multi
                key={viewing ?? -1}
                images={gallery.map((photo) => mediaUrl(photo.image))}
                visible={viewing !== null}
                defaultIndex={viewing ?? 0}
                onClose={() => setViewing(null)}
              />
            </Section>
          ) : null}
        </>
      )}
    </AsyncView>
  );
}
