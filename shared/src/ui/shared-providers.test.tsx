import '@testing-library/jest-dom';
import { act, render, renderHook, screen } from '@testing-library/react';
import { ErrorBlock } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import { createI18n } from '../i18n';
import { appI18n, setAppI18n } from './app-i18n';
import { SharedProviders } from './shared-providers';
import { useOnlineStatus } from './use-online-status';

afterEach(() => localStorage.clear());

describe('SharedProviders', () => {
  it('gives i18n to the tree and follows a language switch, antd-mobile texts included', async () => {
    const i18n = createI18n('en');
    function Probe() {
      const { t } = useTranslation();
      return (
        <>
          <p>{t('tab.home')}</p>
          <ErrorBlock status="default" />
        </>
      );
    }
    render(
      <SharedProviders i18n={i18n}>
        <Probe />
      </SharedProviders>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.getByText('Oops, something went wrong')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.getByText('页面遇到一些小问题')).toBeInTheDocument();
  });

  it('uses the app instance by default', () => {
    const i18n = createI18n('zh-CN');
    setAppI18n(i18n);
    const { result } = renderHook(() => useTranslation(), {
      wrapper: ({ children }) => <SharedProviders>{children}</SharedProviders>,
    });
    expect(result.current.i18n.language).toBe(appI18n().language);
    expect(result.current.t('tab.mine')).toBe('我的');
  });
});

describe('appI18n', () => {
  it('is one instance', () => {
    expect(appI18n()).toBe(appI18n());
  });
});

describe('useOnlineStatus', () => {
  it('follows navigator.onLine and the online/offline events', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });
});
