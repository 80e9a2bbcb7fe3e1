import { ClockCircleOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared/ui-kit';
import styles from './presence-prompt.module.css';

/** The server still takes a tap this long after the deadline. */
export const PRESENCE_GRACE_MS = 5000;
/** After the grace, the player asks the server again this often until it hears "missed". */
const ASK_AGAIN_MS = 5000;

export type PresencePromptProps = {
  /** When the open check expires, on this device's clock (ms); null: no check open. */
  deadline: number | null;
  /** The learner tapped: send the token and go on playing. */
  onContinue: () => void;
  /** The deadline (and the grace) passed without a tap: ask the server, which answers "missed". */
  onExpired: () => void;
};

/**
 * A required lesson's presence check: "Still there? Tap to continue", with the seconds left. It
 * covers the page (the player under it is paused and cannot seek) and is closed only by the tap or
 * by the server's answer. Clocks are read in effects only, so it renders on the server as well.
 */
export function PresencePrompt({ deadline, onContinue, onExpired }: PresencePromptProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number | null>(null);
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  });

  useEffect(() => {
    if (deadline === null) return undefined;
    let askedAt = 0;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at > deadline + PRESENCE_GRACE_MS && at - askedAt >= ASK_AGAIN_MS) {
        askedAt = at;
        onExpiredRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  // Rendered only while a check is open: closing it removes it at once (no exit animation to wait
  // for before the lesson goes on).
  if (deadline === null) return null;
  const seconds = now === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));

  return (
    <Dialog
      visible
      title={t('train.presence.title')}
      closeOnMaskClick={false}
      content={
        <div className={styles.body}>
          <p className={styles.text}>{t('train.presence.body')}</p>
          {seconds === null ? null : (
            <p className={styles.countdown} role="timer" aria-live="polite">
              <ClockCircleOutline aria-hidden />
              {t('train.presence.countdown', { seconds })}
            </p>
          )}
        </div>
      }
      actions={[{ key: 'continue', text: t('train.presence.continue'), bold: true }]}
      onAction={onContinue}
    />
  );
}
