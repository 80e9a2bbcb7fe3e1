import { Button, Dialog, List, Toast } from 'shared/ui-kit';
import { Selector } from 'shared/ui-kit-forms';
import {
  CloseCircleOutline,
  DeleteOutline,
  EditSOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  QuestionCircleOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from 'shared/constants';
import { SUPPORTED_LANGUAGES, resolveLanguage, type Language } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { logout, useIsLoggedIn } from 'shared/session';
import { AreaPage, Section, formatFileSize } from 'shared/standalone';
import { CardLinks } from '../components/card-links';
import { CardList } from '../components/card-list';
import { cacheSize, clearCache } from '../components/clear-cache';
import { Panel } from '../components/panel';
import styles from './settings-page.module.css';
import { RowIcon } from '../components/row-icon';

const icon = (node: ReactNode) => <RowIcon>{node}</RowIcon>;

/** Settings: language, account pages, clearing the cache, about (version), and logging out. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [leaving, setLeaving] = useState(false);
  const language = resolveLanguage(i18n.language);
  // Measured in the browser (the storage is its own): a page the server rendered shows it once
  // hydrated.
  const [cached, setCached] = useState<number | null>(null);
  useEffect(() => setCached(cacheSize()), []);

  const handleClearCache = async () => {
    const confirmed = await Dialog.confirm({
      content: t('user.settings.clearCacheConfirm'),
      confirmText: t('user.common.confirm'),
      cancelText: t('user.common.cancel'),
    });
    if (!confirmed) return;
    await clearCache().catch(() => undefined);
    setCached(cacheSize());
    Toast.show({ content: t('user.settings.cacheCleared') });
  };

  const showAbout = () =>
    void Dialog.alert({
      title: t('app.name'),
      content: t('user.settings.aboutText', { version: APP_VERSION }),
      confirmText: t('user.common.confirm'),
    });

  const handleLogout = async () => {
    setLeaving(true);
    // On success the session resets and goes to the login page; a refusal was toasted.
    await logout().catch(() => false);
    setLeaving(false);
  };

  return (
    <AreaPage title="page.user.settings">
      <Section title={t('user.settings.language')}>
        <div className={styles.language}>
          <RowIcon>
            <GlobalOutline />
          </RowIcon>
          <Selector<Language>
            aria-label={t('user.settings.language')}
            options={SUPPORTED_LANGUAGES.map((lang) => ({
              label: t(`language.${lang}`),
              value: lang,
            }))}
            value={[language]}
            onChange={(values) => {
              const next = values[0];
              if (next) void i18n.changeLanguage(next);
            }}
          />
        </div>
      </Section>
      <Panel padded={false}>
        <CardLinks
          links={[
            {
              to: PATHS.user.passwordSet,
              title: 'page.user.passwordSet',
              icon: icon(<LockOutline />),
            },
            { to: PATHS.user.info, title: 'page.user.info', icon: icon(<UserOutline />) },
            { to: PATHS.user.feedback, title: 'page.user.feedback', icon: icon(<EditSOutline />) },
            {
              to: PATHS.user.issue,
              title: 'page.user.issue',
              icon: icon(<QuestionCircleOutline />),
            },
            { to: PATHS.user.agreement, title: 'page.user.agreement', icon: icon(<FileOutline />) },
            {
              to: PATHS.user.logoff,
              title: 'page.user.logoff',
              icon: icon(<CloseCircleOutline />),
            },
          ]}
        />
      </Panel>
      <Panel padded={false}>
        <CardList>
          <List.Item
            prefix={icon(<DeleteOutline />)}
            extra={cached === null ? null : formatFileSize(cached)}
            clickable
            onClick={() => void handleClearCache()}
          >
            {t('user.settings.clearCache')}
          </List.Item>
          <List.Item
            prefix={icon(<InformationCircleOutline />)}
            extra={APP_VERSION}
            clickable
            onClick={showAbout}
          >
            {t('user.settings.about')}
          </List.Item>
        </CardList>
      </Panel>
      {loggedIn ? (
        <div className={styles.logout}>
          <Button
            block
            color="danger"
            fill="outline"
            size="large"
            loading={leaving}
            onClick={() => void handleLogout()}
          >
            {t('user.settings.logout')}
          </Button>
        </div>
      ) : null}
    </AreaPage>
  );
}
