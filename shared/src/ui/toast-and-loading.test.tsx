import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { Toast } from 'shared/ui-kit-core';
import { createI18n } from '../i18n';
import { setAppI18n } from './app-i18n';
import { installAntdReact19Render } from './antd-react-19';
import { hideLoading, isLoadingShown, showLoading } from './global-loading';
import { showToast, showToastMessage } from './toast';

installAntdReact19Render();

beforeEach(() => setAppI18n(createI18n('en')));
afterEach(() => {
  act(() => Toast.clear());
  while (isLoadingShown()) act(() => hideLoading());
});

function toastContentOf(call: unknown): unknown {
  return (call as { content: { props: { children: unknown } } }).content.props.children;
}

describe('showToast', () => {
  it('shows the text for the given duration', async () => {
    const show = jest.spyOn(Toast, 'show');
    act(() => showToast('Points too low', 1000));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 1000 }));
    expect(await screen.findByText('Points too low')).toBeInTheDocument();
  });

  it('lasts 2 s unless told otherwise (spec 9)', () => {
    const show = jest.spyOn(Toast, 'show');
    act(() => showToast('Saved'));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 2000 }));
  });
});

describe('showToastMessage: catalogue toasts in the app language', () => {
  it.each([
    ['en', { key: 'session.expired', durationMs: 2000 }, 'Your login has expired', 2000],
    ['zh-CN', { key: 'session.expired', durationMs: 2000 }, '登录已过期', 2000],
    ['en', { text: 'Wrong password', durationMs: 1000 }, 'Wrong password', 1000],
    [
      'en',
      { key: 'error.requestFailed', detail: 'http://api/x', durationMs: 5000 },
      'Request to interface failed\nhttp://api/x',
      5000,
    ],
    [
      'zh-CN',
      { key: 'error.requestFailed', detail: 'http://api/x', durationMs: 5000 },
      '请求接口失败\nhttp://api/x',
      5000,
    ],
  ] as const)('%s %j → %j for %i ms', async (language, toast, text, duration) => {
    setAppI18n(createI18n(language));
    const show = jest.spyOn(Toast, 'show');
    act(() => showToastMessage(toast));
    const props = show.mock.calls[0]?.[0];
    expect(props).toEqual(expect.objectContaining({ duration }));
    expect(toastContentOf(props)).toBe(text);
    // The URL goes on its own line.
    const shown = await screen.findByText(
      (_content, element) => element?.textContent === text && element.tagName === 'SPAN',
    );
    // Its stylesheet keeps the newline before the URL (white-space: pre-line).
    expect(shown).toHaveClass('toast');
  });
});

describe('global loading indicator (ref-counted)', () => {
  const indicator = () => screen.queryByTestId('global-loading');

  it('shows once for several callers and hides after the last', () => {
    act(() => showLoading());
    expect(within(indicator()!).getByRole('status')).toHaveTextContent('Loading…');
    act(() => showLoading());
    act(() => hideLoading());
    expect(indicator()).toBeInTheDocument();
    expect(isLoadingShown()).toBe(true);
    act(() => hideLoading());
    expect(indicator()).not.toBeInTheDocument();
    expect(isLoadingShown()).toBe(false);
  });

  it('ignores an unmatched hide', () => {
    act(() => hideLoading());
    act(() => showLoading());
    expect(indicator()).toBeInTheDocument();
  });

  it('survives its container being removed', () => {
    act(() => showLoading());
    act(() => hideLoading());
    document.querySelector('[data-shared-loading]')?.remove();
    act(() => showLoading());
    expect(indicator()).toBeInTheDocument();
  });

  it('does not block taps on the page', () => {
    act(() => showLoading());
    // Its stylesheet lets taps through the layer (pointer-events: none).
    expect(indicator()).toHaveClass('loadingLayer');
  });
});
