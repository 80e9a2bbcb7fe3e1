/**
 * Script-injection payloads. Each one, if it ever ran, would set `window.__x` (the browser check
 * asserts it stays unset). SHORT ones fit 20-character fields (names), the rest 140-character ones.
 */
export const XSS_FLAG = '__x';

export const SHORT_XSS: readonly string[] = [
  '<svg onload=__x=1>',
  '"><svg onload=__x=1>',
  '<svg/onload=__x=1>',
  "'-(__x=1)-'",
  '{{__x=1}}',
  '<b onclick=__x=1>b',
];

export const XSS_PAYLOADS: readonly string[] = [
  ...SHORT_XSS,
  '<script>window.__x=1</script>',
  '<img src=x onerror="window.__x=1">',
  '"><img src=x onerror=window.__x=1>',
  "'><img src=x onerror=window.__x=1>",
  '<iframe srcdoc="<script>parent.__x=1</script>"></iframe>',
  '<a href="javascript:window.__x=1">点我领取积分</a>',
  '<details open ontoggle="window.__x=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__x=1>',
  '<body onload=window.__x=1>',
  '<input autofocus onfocus=window.__x=1>',
  '<video><source onerror="window.__x=1"></video>',
  '</textarea><script>window.__x=1</script>',
  '<object data="javascript:window.__x=1"></object>',
  '<svg><animate onbegin=window.__x=1 attributeName=x dur=1s>',
  'javascript:window.__x=1',
  '&lt;img src=x onerror=window.__x=1&gt;',
  '<img src=x onerror=&#119;indow.__x=1>',
  '学习<img src=x onerror=window.__x=1>打卡',
];
