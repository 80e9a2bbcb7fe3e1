import { Image, ImageViewer, Steps } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AsyncView, mediaUrl, useAsyncData } from 'shared/standalone';

const sectionStyle: CSSProperties = { background: '#ffffff', padding: 16, marginBottom: 12 };
const headingStyle: CSSProperties = { fontSize: 16, margin: '0 0 12px' };
const textStyle: CSSProperties = {
  margin: 0,
  fontSize: 14,
  lineHeight: 1.7,
  color: '#333333',
  whiteSpace: 'pre-line',
};

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
          {intro ? (
            <section aria-labelledby="culture-intro" style={sectionStyle}>
              <h2 id="culture-intro" style={headingStyle}>
                {intro.title}
              </h2>
              {intro.image ? (
                <Image
                  src={mediaUrl(intro.image)}
                  alt=""
                  fit="cover"
                  style={{ width: '100%', borderRadius: 4, marginBottom: 12 }}
                />
              ) : null}
              <p style={textStyle}>{intro.body}</p>
            </section>
          ) : null}
          {values.length > 0 ? (
            <section aria-labelledby="culture-values" style={sectionStyle}>
              <h2 id="culture-values" style={headingStyle}>
                {t('content.culture.values')}
              </h2>
              <div
                role="list"
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                  gap: 8,
                }}
              >
                {values.map((value) => (
                  <div
                    role="listitem"
                    key={value.id}
                    style={{ background: '#fff7f0', borderRadius: 8, padding: 12 }}
                  >
                    <h3 style={{ margin: '0 0 4px', fontSize: 15, color: '#ff6a00' }}>
                      {value.title}
                    </h3>
                    <p style={{ ...textStyle, fontSize: 13, color: '#666666' }}>{value.body}</p>
                  </div>
                ))}
              </div>
            </section>
          ) : null}
          {history.length > 0 ? (
            <section aria-labelledby="culture-history" style={sectionStyle}>
              <h2 id="culture-history" style={headingStyle}>
                {t('content.culture.history')}
              </h2>
              <Steps direction="vertical" current={history.length - 1}>
                {history.map((event) => (
                  <Steps.Step
                    key={event.id}
                    status="finish"
                    title={`${event.date} · ${event.title}`}
                    description={event.body}
                  />
                ))}
              </Steps>
            </section>
          ) : null}
          {gallery.length > 0 ? (
            <section aria-labelledby="culture-gallery" style={sectionStyle}>
              <h2 id="culture-gallery" style={headingStyle}>
                {t('content.culture.gallery')}
              </h2>
              <div
                role="list"
                style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 }}
              >
                {gallery.map((photo, index) => (
                  <figure role="listitem" key={photo.id} style={{ margin: 0 }}>
                    <Image
                      src={mediaUrl(photo.image)}
                      alt={photo.title}
                      fit="cover"
                      style={{ width: '100%', aspectRatio: '1', borderRadius: 4 }}
                      onClick={() => setViewing(index)}
                    />
                    <figcaption
                      style={{
                        fontSize: 11,
                        color: '#666666',
                        marginTop: 2,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {photo.title}
                    </figcaption>
                  </figure>
                ))}
              </div>
              <ImageViewer.Multi
                key={viewing ?? -1}
                images={gallery.map((photo) => mediaUrl(photo.image))}
                visible={viewing !== null}
                defaultIndex={viewing ?? 0}
                onClose={() => setViewing(null)}
              />
            </section>
          ) : null}
        </>
      )}
    </AsyncView>
  );
}
