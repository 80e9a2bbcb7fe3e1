import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_VERSION } from 'shared/constants';
import { setNavigator, useSessionStore } from 'shared/session';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import SettingsPage from './settings-page';

afterEach(resetAreaTest);

describe('SettingsPage', () => {
  it('switches the language at once', async () => {
    const user = userEvent.setup();
    fakeApi({});
    const { i18n } = renderAt(<SettingsPage />, '/pagesUser/set/index');
    expect(screen.getByText(APP_VERSION)).toBeVisible();
    await user.click(screen.getByText('简体中文'));
    expect(i18n.language).toBe('zh-CN');
    expect(await screen.findByRole('region', { name: '设置' })).toBeVisible();
    expect(screen.getByText('清除缓存')).toBeVisible();
  });

  it('logs out: the session ends and the user goes to the login page', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    setNavigator(navigate);
    fakeApi({ 'POST /api/logout': ok(null) });
    act(() => void logInAs());
    renderAt(<SettingsPage />, '/pagesUser/set/index');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(navigate).toHaveBeenCalledWith('/pages/login/index');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
