import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Empty, Mobile, Session, SmsCode, Timestamp, User } from './common-schemas';

const Password = Type.String({ minLength: 6, maxLength: 64, description: 'the account password' });

export const login = defineOperation({
  operationId: 'login',
  method: 'post',
  path: '/api/login',
  tier: 'public',
  tag: 'auth',
  summary: 'Log in with mobile + password, or mobile + SMS code',
  description:
    'Send exactly one of `password` or `code`. An SMS login for a mobile with no account creates one (is_check 0). Failed attempts are limited per mobile and per address.',
  body: Type.Object(
    { mobile: Mobile, password: Type.Optional(Password), code: Type.Optional(SmsCode) },
    { additionalProperties: false },
  ),
  data: Session,
  refusals: ['login.wrongPassword', 'sms.wrongCode', 'login.tooManyForMobile'],
});

export const me = defineOperation({
  operationId: 'getMe',
  method: 'get',
  path: '/api/me',
  tier: 'member',
  tag: 'auth',
  summary: 'The current user',
  data: User,
  successCode: '0',
});

export const SmsScene = Type.Union(
  [Type.Literal('login'), Type.Literal('bind'), Type.Literal('password'), Type.Literal('logoff')],
  { description: 'what the code will be used for' },
);

export const sendSms = defineOperation({
  operationId: 'sendSms',
  method: 'post',
  path: '/api/sms',
  tier: 'public',
  tag: 'auth',
  summary: 'Send a 6-digit SMS code (one per mobile per 60 s, valid 5 minutes)',
  body: Type.Object({ mobile: Mobile, scene: SmsScene }, { additionalProperties: false }),
  data: Type.Object({
    expires_in: Type.Integer({ description: 'seconds the code stays valid' }),
    resend_in: Type.Integer({ description: 'seconds before another code may be requested' }),
  }),
  refusals: ['sms.wait'],
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'post',
  path: '/api/logout',
  tier: 'member',
  tag: 'auth',
  summary: 'Log out: the token is revoked server-side',
  data: Empty,
});

export const logoff = defineOperation({
  operationId: 'logoff',
  method: 'post',
  path: '/api/logoff',
  tier: 'member',
  tag: 'auth',
  summary: 'Delete the account after SMS confirmation (scene "logoff")',
  description:
    'Personal data is removed, records the company keeps (orders, exam attempts) are anonymised, every token of the account is revoked.',
  body: Type.Object({ code: SmsCode }, { additionalProperties: false }),
  data: Empty,
  refusals: ['sms.wrongCode'],
});

export const WxLoginResult = Type.Union(
  [
    Type.Object({ status: Type.Literal('logged_in'), session: Session }),
    Type.Object({
      status: Type.Literal('bind_required'),
      bind_ticket: Type.String({ description: 'pass to /api/login/bind with a verified mobile' }),
      expires_in: Type.Integer(),
    }),
  ],
  { $id: 'WxLoginResult' },
);

const WxCodeBody = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'the code from the WeChat authorize step',
    }),
  },
  { additionalProperties: false },
);

export const wxMini = defineOperation({
  operationId: 'loginWxMini',
  method: 'post',
  path: '/api/login/wx_mini',
  tier: 'public',
  tag: 'auth',
  summary: 'Log in with a WeChat mini-program code',
  body: WxCodeBody,
  data: WxLoginResult,
  refusals: ['wechat.codeInvalid'],
});

export const wxApp = defineOperation({
  operationId: 'loginWxApp',
  method: 'post',
  path: '/api/login/wx_app',
  tier: 'public',
  tag: 'auth',
  summary: 'Log in with a WeChat (official account / app) authorization code',
  body: WxCodeBody,
  data: WxLoginResult,
  refusals: ['wechat.codeInvalid'],
});

export const scan = defineOperation({
  operationId: 'loginScan',
  method: 'post',
  path: '/api/login/scan',
  tier: 'member',
  tag: 'auth',
  summary: 'Approve a QR login ticket as the current user (the phone scanned the QR code)',
  body: Type.Object(
    { ticket: Type.String({ minLength: 8, maxLength: 64 }) },
    { additionalProperties: false },
  ),
  data: Empty,
  refusals: ['qr.expired'],
});

export const bind = defineOperation({
  operationId: 'loginBind',
  method: 'post',
  path: '/api/login/bind',
  tier: 'public',
  tag: 'auth',
  summary:
    'Bind a WeChat identity to the account of a verified mobile (created if none) and log in',
  body: Type.Object(
    { bind_ticket: Type.String({ minLength: 8, maxLength: 64 }), mobile: Mobile, code: SmsCode },
    { additionalProperties: false },
  ),
  data: Session,
  refusals: ['wechat.bindExpired', 'wechat.mobileBoundElsewhere'],
});

export const bindMobile = defineOperation({
  operationId: 'loginBindMobile',
  method: 'post',
  path: '/api/login/bind_mobile',
  tier: 'member',
  tag: 'auth',
  summary: 'Bind or change the current account\'s mobile (SMS scene "bind")',
  body: Type.Object({ mobile: Mobile, code: SmsCode }, { additionalProperties: false }),
  data: User,
  refusals: ['wechat.mobileOtherAccount'],
});

export const qrcode = defineOperation({
  operationId: 'getLoginQrcode',
  method: 'get',
  path: '/api/login/qrcode',
  tier: 'public',
  tag: 'auth',
  summary: 'A QR login ticket and its QR image; poll /api/login/ischeck until confirmed',
  data: Type.Object({
    ticket: Type.String(),
    qrcode: Type.String({ description: 'data:image/png;base64 URL of the QR image' }),
    url: Type.String({ description: 'what the QR code encodes' }),
    expires_in: Type.Integer(),
  }),
});

export const ischeck = defineOperation({
  operationId: 'getLoginQrcodeState',
  method: 'get',
  path: '/api/login/ischeck',
  tier: 'public',
  tag: 'auth',
  summary: 'Poll a QR login ticket: pending, confirmed (with a session, once) or expired',
  query: Type.Object(
    { ticket: Type.String({ minLength: 8, maxLength: 64 }) },
    { additionalProperties: false },
  ),
  data: Type.Union([
    Type.Object({ status: Type.Literal('pending'), expires_at: Timestamp }),
    Type.Object({ status: Type.Literal('confirmed'), session: Session }),
    Type.Object({ status: Type.Literal('expired') }),
  ]),
});

export const authOperations = [
  login,
  me,
  sendSms,
  logout,
  logoff,
  wxMini,
  wxApp,
  scan,
  bind,
  bindMobile,
  qrcode,
  ischeck,
] as const;
