import { Button, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from 'shared/constants';
import { SUPPORTED_LANGUAGES, resolveLanguage, type Language } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { logout, useIsLoggedIn } from 'shared/session';
import { AreaPage, LinkList } from 'shared/standalone';

/** Settings: language, account pages, the app version, and logging out. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [leaving, setLeaving] = useState(false);
  const language = resolveLanguage(i18n.language);

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
        <List.Item extra={APP_VERSION}>{t('user.settings.version')}</List.Item>
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
