/**
 * Texts of the HTTP layer: sessions and access tiers, server failures, and the 422 messages the
 * request validation writes (field names stay as the contract spells them).
 */
export const HTTP_TEXTS = {
  'session.loginRequired': { en: 'Please log in first', 'zh-CN': '请先登录' },
  'session.loginExpired': { en: 'Your login has expired', 'zh-CN': '登录已过期，请重新登录' },
  'session.loginEnded': {
    en: 'Your login has ended; please log in again',
    'zh-CN': '登录已失效，请重新登录',
  },
  'session.joinRequired': { en: 'Please join a team first', 'zh-CN': '请先加入团队' },

  'chat.frameJson': {
    en: 'message must be a JSON object with a "body" text',
    'zh-CN': '消息须为带 "body" 文字的 JSON 对象',
  },
  'chat.bodyRequired': { en: 'body is required', 'zh-CN': '请输入消息内容' },
  'chat.bodyTooLong': {
    en: 'body must be at most {max} characters',
    'zh-CN': '消息最多 {max} 个字',
  },

  'server.failed': {
    en: 'Something went wrong on our side; please try again',
    'zh-CN': '服务器开小差了，请稍后再试',
  },
  'server.noEndpoint': {
    en: 'No such endpoint: {method} {path}',
    'zh-CN': '接口不存在：{method} {path}',
  },
  'server.tooLarge': {
    en: 'The request is too large (limit {limit} KB)',
    'zh-CN': '请求内容过大（上限 {limit} KB）',
  },

  'request.originRefused': {
    en: 'Origin {origin} is not allowed to call this API: add it to API_CORS_ORIGINS',
    'zh-CN': '来源 {origin} 不允许调用此接口：请将它加入 API_CORS_ORIGINS',
  },
  'request.tooManyReports': {
    en: 'Too many reports from this device: at most {max} a minute; nothing of this batch was stored',
    'zh-CN': '该设备上报过于频繁：每分钟最多 {max} 条，本批未保存',
  },

  'request.jsonMediaType': {
    en: 'body must be sent as application/json',
    'zh-CN': '请求内容须以 application/json 格式发送',
  },
  'request.jsonInvalid': { en: 'body must be valid JSON', 'zh-CN': '请求内容不是有效的 JSON' },
  'request.invalid': { en: '{detail}', 'zh-CN': '请求无效' },

  'validation.invalidRequest': { en: 'the request is not valid', 'zh-CN': '请求无效' },
  'validation.required': { en: '{field} is required', 'zh-CN': '缺少 {field}' },
  'validation.unknownField': {
    en: '{field} is not a known field',
    'zh-CN': '{field} 不是可识别的字段',
  },
  'validation.bodyObject': {
    en: 'body must be a JSON object sent as application/json',
    'zh-CN': '请求内容须为 JSON 对象（application/json）',
  },
  'validation.wholeNumber': { en: '{field} must be a whole number', 'zh-CN': '{field} 须为整数' },
  'validation.type': {
    en: '{field} must be of type {type}',
    'zh-CN': '{field} 的类型须为 {type}',
  },
  'validation.format': { en: '{field} must be {description}', 'zh-CN': '{field} 格式不正确' },
  'validation.minLength': {
    en: '{field} must be at least {limit} characters',
    'zh-CN': '{field} 至少 {limit} 个字符',
  },
  'validation.maxLength': {
    en: '{field} must be at most {limit} characters',
    'zh-CN': '{field} 最多 {limit} 个字符',
  },
  'validation.minimum': {
    en: '{field} must be at least {limit}',
    'zh-CN': '{field} 不能小于 {limit}',
  },
  'validation.maximum': {
    en: '{field} must be at most {limit}',
    'zh-CN': '{field} 不能大于 {limit}',
  },
  'validation.minItems': {
    en: '{field} must have at least {limit} items',
    'zh-CN': '{field} 至少 {limit} 项',
  },
  'validation.maxItems': {
    en: '{field} must have at most {limit} items',
    'zh-CN': '{field} 最多 {limit} 项',
  },
  'validation.oneOf': {
    en: '{field} must be one of {values}',
    'zh-CN': '{field} 须为以下之一：{values}',
  },
  'validation.invalid': { en: '{field} is not valid', 'zh-CN': '{field} 无效' },
  'validation.other': { en: '{field} {detail}', 'zh-CN': '{field} 无效' },
} as const;
