import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName, RemoteWidgetModule } from 'shared/federation';
import type { PlainMessageKey } from 'shared/i18n';
import { ErrorBoundary } from 'shared/ui';
import { loadRemoteModule } from '../../federation/load-remote-module';

const cardStyle: CSSProperties = {
  margin: '12px 12px 0',
  borderRadius: 8,
  background: '#ffffff',
  overflow: 'hidden',
};

const placeholderStyle: CSSProperties = { ...cardStyle, minHeight: 96 };

const failedStyle: CSSProperties = {
  ...cardStyle,
  display: 'block',
  width: 'calc(100% - 24px)',
  padding: '16px 12px',
  border: 0,
  font: 'inherit',
  fontSize: 13,
  color: '#999999',
  textAlign: 'center',
  cursor: 'pointer',
};

const logWidgetFailure = (error: unknown) => console.warn('A home widget failed', error);

export type RemoteWidgetProps = {
  remote: RemoteName;
  /** The exposed module, e.g. 'widgets/latest-news'. */
  expose: string;
  /** Names the widget's region, and its retry card. */
  label: PlainMessageKey;
  /** Called with `expose` once the widget has shown, or has failed to. */
  onSettled?: (expose: string) => void;
};

function Settled({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  useEffect(onSettled, [onSettled]);
  return children;
}

/**
 * A widget a remote exposes for the home page, fetched at run time. While it loads the card
 * keeps its place; if it fails, a small card offers to try again, and the rest of the home
 * page is untouched.
 */
export function RemoteWidget({ remote, expose, label, onSettled }: RemoteWidgetProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () => lazy(() => loadRemoteModule<RemoteWidgetModule>(remote, expose)),
    // A new attempt is a new lazy component, so a failed load is not cached.
    [remote, expose, attempt],
  );
  const handleRetry = useCallback(() => setAttempt((n) => n + 1), []);
  const settle = useCallback(() => {
    onSettled?.(expose);
  }, [onSettled, expose]);
  const name = t(label);
  const failed = (
    <Settled onSettled={settle}>
      <button type="button" style={failedStyle} onClick={handleRetry}>
        {name}: {t('home.widgetFailed')}
      </button>
    </Settled>
  );
  return (
    <section aria-label={name}>
      {/* One widget's failure (its remote is down, or it throws) stays inside that widget; a
          retry is a new boundary around a new lazy component. */}
      <ErrorBoundary key={attempt} fallback={failed} onError={logWidgetFailure}>
        <Suspense fallback={<div aria-busy="true" style={placeholderStyle} />}>
          <Settled onSettled={settle}>
            <div style={cardStyle}>
              <Widget />
            </div>
          </Settled>
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
