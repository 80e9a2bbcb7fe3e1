import { Steps } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import styles from './join-steps.module.css';

const STEPS = ['page.user.bind', 'page.user.bindInvite', 'page.user.bindState'] as const;

/**
 * Where a new user is on the way into the team: profile, invite code, review. `current` is the
 * step to do now (0-2); the ones before it are done.
 */
export function JoinSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <ol className="visually-hidden">
        {STEPS.map((title, index) => (
          <li key={title} aria-current={index === current ? 'step' : undefined}>
            {t(title)}
          </li>
        ))}
      </ol>
      {/* The drawn steps repeat the list above for the eye. */}
      <div aria-hidden>
        <Steps current={current} className={styles.steps}>
          {STEPS.map((title) => (
            <Steps.Step key={title} title={t(title)} />
          ))}
        </Steps>
      </div>
    </Panel>
  );
}
