import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';

export const WechatShareConfig = Type.Object(
  {
    app_id: Type.String(),
    timestamp: Type.Integer({ description: 'unix seconds the signature was made at' }),
    nonce_str: Type.String(),
    signature: Type.String({
      pattern: '^[0-9a-f]{40}$',
      description:
        'sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, as the WeChat JS-SDK checks it',
    }),
    js_api_list: Type.Array(Type.String()),
  },
  { $id: 'WechatShareConfig' },
);

export const getWechatShareConfig = defineOperation({
  operationId: 'getWechatShareConfig',
  method: 'get',
  path: '/api/wechat/jssdk-config',
  tier: 'public',
  tag: 'wechat',
  summary: 'The WeChat JS-SDK configuration that lets a page set its share card',
  description:
    'Signs the page address (without its #fragment) so `wx.config` accepts it inside the WeChat browser. Only pages of the app (the configured browser origins) are signed.',
  query: Type.Object(
    { url: Type.String({ minLength: 1, maxLength: 2000, description: 'the page address' }) },
    { additionalProperties: false },
  ),
  data: WechatShareConfig,
});

export const wechatShareOperations = [getWechatShareConfig] as const;
