import { Button, Dialog, List, Toast } from 'shared/ui-kit';
import { Selector } from 'shared/ui-kit-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from 'shared/constants';
import { SUPPORTED_LANGUAGES, resolveLanguage, type Language } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { logout, useIsLoggedIn } from 'shared/session';
import { AreaPage, LinkList } from 'shared/standalone';
import { cacheSize, clearCache } from '../components/clear-cache';
import { formatSize } from '../components/format';

/** Settings: language, account pages, clearing the cache, about (version), and logging out. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [leaving, setLeaving] = useState(false);
  const language = resolveLanguage(i18n.language);
  const [cached, setCached] = useState(() => cacheSize());

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
    <AreaPage title="page.user.settings" about="user.settings.about">
      <List header={t('user.settings.language')}>
        <List.Item>
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
        </List.Item>
      </List>
      <LinkList
        links={[
          { to: PATHS.user.passwordSet, title: 'page.user.passwordSet' },
          { to: PATHS.user.info, title: 'page.user.info' },
          { to: PATHS.user.feedback, title: 'page.user.feedback' },
          { to: PATHS.user.issue, title: 'page.user.issue' },
          { to: PATHS.user.agreement, title: 'page.user.agreement' },
          { to: PATHS.user.logoff, title: 'page.user.logoff' },
        ]}
      />
      <List>
        <List.Item extra={formatSize(cached)} clickable onClick={() => void handleClearCache()}>
          {t('user.settings.clearCache')}
        </List.Item>
        <List.Item extra={APP_VERSION} clickable onClick={showAbout}>
          {t('user.settings.about')}
        </List.Item>
      </List>
      {loggedIn ? (
        <div style={{ padding: 16 }}>
          <Button
            block
            color="danger"
            fill="outline"
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
