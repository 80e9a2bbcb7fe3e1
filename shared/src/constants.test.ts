import * as constants from './constants';

// Spec section 9 (and 1, 2, 7), value by value: a change here is a change of the product.
describe('constants', () => {
  it.each([
    ['REQUEST_TIMEOUT_MS', 60000],
    ['SOCKET_TIMEOUT_MS', 60000],
    ['UPLOAD_TIMEOUT_MS', 60000],
    ['DOWNLOAD_TIMEOUT_MS', 60000],
    ['PAGE_LOADING_DELAY_MS', 200],
    ['PAGE_LOAD_TIMEOUT_MS', 60000],
    ['USER_REFRESH_THROTTLE_MS', 10000],
    ['GUARD_TOAST_MS', 1000],
    ['GUARD_REDIRECT_DELAY_MS', 1000],
    ['SMS_COUNTDOWN_S', 60],
    ['CODE_LENGTH', 6],
    ['UPLOAD_MAX_COUNT', 52],
    ['TEXTAREA_MAX_LENGTH', 140],
    ['TIME_AGO_JUST_NOW_MS', 300000],
    ['TIME_AGO_MAX_DAYS', 30],
    ['LAYOUT_BASE_WIDTH', 375],
    ['LAYOUT_MAX_WIDTH', 960],
    ['THEME_COLOR', '#ff801a'],
    ['PAGE_BACKGROUND', '#F8F8F8'],
    ['APP_VERSION', '1.03.06'],
    ['APP_VERSION_CODE', 10306],
    ['VISITOR_AUTHORIZATION', 'visitor'],
  ] as const)('%s = %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('has the toast durations of section 8', () => {
    expect(constants.TOAST_DURATION_MS).toEqual({ default: 2000, codeOne: 1000, failedUrl: 5000 });
  });

  it('has the tab bar style of section 2', () => {
    expect(constants.TAB_BAR_STYLE).toEqual({
      position: 'bottom',
      heightPx: 50,
      iconWidthPx: 24,
      fontSizePx: 10,
      color: '#999999',
      selectedColor: '#ff801a',
      backgroundColor: '#ffffff',
    });
  });

  it('has the user defaults of section 3', () => {
    expect(constants.USER_DEFAULTS).toMatchObject({ id: 0, sex: 0, is_check: 0, money: '--' });
  });
});
