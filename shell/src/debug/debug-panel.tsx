import { Button, List, Popup, Tag } from 'shared/ui-kit';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { deliverySnapshot, subscribeDelivery } from '../federation/delivery-log';
import type { ReleaseChoice } from '../federation/release-choice';
import { failedRequests, subscribeFailedRequests } from './failed-requests';
import { currentSharedSingletons, type SharedSingleton } from './shared-singletons';
import styles from './debug-panel.module.css';

const clock = (at: number) => new Date(at).toTimeString().slice(0, 8);

/** A release id short enough for the panel: `1.1.0-ef56ab78` reads `1.1.0-ef56…`. */
/** Which release this user got of a remote, and why, in words. */
export function choiceText(t: TFunction, { release, decision }: ReleaseChoice): string {
  const shown = release ?? t('debug.release.local');
  if (!decision) return t('debug.release.noCanary', { release: shown });
  if (decision.by === 'team')
    return t('debug.release.canaryTeam', { release: shown, team: decision.team });
  if (decision.by === 'area')
    return t('debug.release.canaryArea', { release: shown, area: decision.area });
  const { percent, bucket } = decision;
  if (decision.canary) {
    return decision.subject === 'user'
      ? t('debug.release.canaryUser', { release: shown, percent, bucket })
      : t('debug.release.canaryDevice', { release: shown, percent, bucket });
  }
  if (percent > 0) {
    return decision.subject === 'user'
      ? t('debug.release.stableUser', { release: shown, percent, bucket })
      : t('debug.release.stableDevice', { release: shown, percent, bucket });
  }
  if (decision.team !== null)
    return t('debug.release.stableTeam', { release: shown, team: decision.team });
  if (decision.area !== null)
    return t('debug.release.stableArea', { release: shown, area: decision.area });
  return t('debug.release.stableNamed', { release: shown });
}

/** What the page holds right now: read when the panel opens and whenever a remote changes. */
function useSharedState(open: boolean, remotesChanged: unknown) {
  const [singletons, setSingletons] = useState<SharedSingleton[]>([]);
  const [duplicates, setDuplicates] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    const shared = currentSharedSingletons();
    setSingletons(shared);
    setDuplicates([
      ...(window.__duplicateSingletons?.() ?? []),
      ...shared.filter((s) => s.loadedTwice).map((s) => s.name),
    ]);
  }, [open, remotesChanged]);
  return { singletons, duplicates };
}

/**
 * For integration testers (`?debug=1`): which release of each remote the page runs and where
 * from, which release (stable or canary) this user got of each and why, releases refused for
 * their shell contract, the shared singletons and who provided them, whether any is loaded
 * twice, and the latest failed requests. Fits a 375 px screen.
 */
export function DebugPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const delivery = useSyncExternalStore(subscribeDelivery, deliverySnapshot);
  const failures = useSyncExternalStore(subscribeFailedRequests, failedRequests);
  const { singletons, duplicates } = useSharedState(open, delivery);

  return (
    <>
      <div className={styles.open}>
        <Button size="mini" color="warning" onClick={() => setOpen(true)}>
          {t('debug.open')}
        </Button>
      </div>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.body}
      >
        <section role="dialog" aria-label={t('debug.title')} className={styles.panel}>
          <div className={styles.header}>
            <h2 className={styles.title}>{t('debug.title')}</h2>
            <Button size="small" onClick={() => setOpen(false)}>
              {t('debug.close')}
            </Button>
          </div>

          <List header={t('debug.remotes')} aria-label={t('debug.remotes')}>
            {delivery.loads.length === 0 && <List.Item>{t('debug.remotes.none')}</List.Item>}
            {delivery.loads.map((load) => (
              <List.Item
                key={`${load.name}@${load.entry}`}
                description={t('debug.remote.detail', {
                  version: load.version,
                  origin: load.origin,
                  loadMs: load.loadMs,
                })}
                extra={clock(load.at)}
              >
                {load.name}
              </List.Item>
            ))}
          </List>

          <List header={t('debug.releases')} aria-label={t('debug.releases')}>
            {delivery.choices.length === 0 && <List.Item>{t('debug.releases.none')}</List.Item>}
            {delivery.choices.map((choice) => (
              <List.Item key={choice.name} description={choiceText(t, choice)}>
                {choice.name}
              </List.Item>
            ))}
          </List>

          {delivery.refusals.length > 0 && (
            <List header={t('debug.refused')} aria-label={t('debug.refused')}>
              {delivery.refusals.map((refusal) => (
                <List.Item
                  key={refusal.name}
                  description={t('debug.refused.detail', {
                    version: refusal.version,
                    contract: refusal.contract ?? t('debug.refused.noContract'),
                    shellContract: refusal.shellContract,
                  })}
                  extra={
                    refusal.keptVersion
                      ? t('debug.refused.kept', { version: refusal.keptVersion })
                      : t('debug.refused.none')
                  }
                >
                  {refusal.name}
                </List.Item>
              ))}
            </List>
          )}

          <List header={t('debug.duplicates')} aria-label={t('debug.duplicates')}>
            {duplicates.length === 0 ? (
              <List.Item>{t('debug.duplicates.none')}</List.Item>
            ) : (
              duplicates.map((name) => (
                <List.Item key={name} extra={<Tag color="danger">×2</Tag>}>
                  {name}
                </List.Item>
              ))
            )}
          </List>

          <List header={t('debug.failed')} aria-label={t('debug.failed')}>
            {failures.length === 0 && <List.Item>{t('debug.failed.none')}</List.Item>}
            {failures.map((failure) => (
              <List.Item
                key={`${failure.at}-${failure.url}`}
                description={t('debug.failed.detail', {
                  kind: failure.kind,
                  status: failure.status ?? failure.code ?? '',
                  time: clock(failure.at),
                })}
              >
                {failure.method} {failure.url}
              </List.Item>
            ))}
          </List>

          <List header={t('debug.shared')} aria-label={t('debug.shared')}>
            {singletons.map((s) => (
              <List.Item
                key={s.name}
                description={s.versions
                  .map((v) =>
                    v.loaded
                      ? t('debug.shared.detail', { version: v.version, from: v.from })
                      : `${t('debug.shared.detail', { version: v.version, from: v.from })} (${t('debug.shared.notLoaded')})`,
                  )
                  .join('; ')}
                extra={s.loadedTwice ? <Tag color="danger">×2</Tag> : undefined}
              >
                {s.name}
              </List.Item>
            ))}
          </List>
        </section>
      </Popup>
    </>
  );
}
