// The texts the shell and the request client need before any catalogue has loaded: the error
// catalogue, the guard's toasts, time-ago, login and validation. Part of the English catalogue.
export const coreTextsEn = {
  'app.name': 'Staff Learning',

  'tab.home': 'Home',
  'tab.materials': 'Materials',
  'tab.college': 'College',
  'tab.news': 'News',
  'tab.mine': 'Mine',

  // Spec 5 and 8: the guard's toasts. Section 8 words the second one 'please join the team
  // first'; section 5 (the guard's own rule) says 'please join a team first', which wins here.
  'guard.loginFirst': 'please log in first',
  'guard.joinTeamFirst': 'please join a team first',

  // Spec 8: session replies.
  'session.expired': 'Your login has expired',
  'session.loginFirst': 'Please log in first',
  'session.loginFirstStrict': 'Please log in first!',
  'session.loginAgain': 'Please log in again',

  // Spec 8: transport failures. 'error.unknown' covers an error reply without a message.
  'error.requestFailed': 'Request to interface failed',
  'error.unknown': 'Something went wrong, please try again later',
  // The API refused the page's origin (a dev server on a port it does not allow).
  'error.originRefused': "The API does not accept calls from this page's address",

  // Spec 2 and 8: views.
  'network.lost': 'oops, network signal lost',
  'network.timeout': 'Connection timed out, tap the screen to retry',
  'page.loading': 'Loading…',
  'page.loadFailed': 'This page failed to load',
  'page.tapToReload': 'Tap to reload',
  'page.notFound': 'Page not found',
  'page.noPermission': 'No permission',
  'page.noPermissionHint': "Your account can't open this page",
  'common.retry': 'Retry',
  'common.goBack': 'Go back',
  'common.more': 'More',

  // Spec 2: the six empty states.
  'empty.data': 'No data yet',
  'empty.coupon': 'No coupons yet',
  'empty.cart': 'Your cart is empty',
  'empty.address': 'No addresses yet',
  'empty.search': 'No results found',
  'empty.invoiceTitle': 'No invoice titles yet',

  // Spec 9: time-ago. Plural forms follow i18next's `_one` / `_other` suffixes.
  'timeAgo.justNow': 'just now',
  'timeAgo.minutes_one': '{{count}} minute ago',
  'timeAgo.minutes_other': '{{count}} minutes ago',
  'timeAgo.hours_one': '{{count}} hour ago',
  'timeAgo.hours_other': '{{count}} hours ago',
  'timeAgo.days_one': '{{count}} day ago',
  'timeAgo.days_other': '{{count}} days ago',

  // Login form (architecture brief: visible labels 'Mobile' and 'Password', button 'Log in').
  'login.mobile': 'Mobile',
  'login.password': 'Password',
  'login.code': 'Verification code',
  'login.submit': 'Log in',
  'login.sendCode': 'Send code',
  'login.resendIn': 'Resend in {{seconds}} s',
  'login.byPassword': 'Log in with password',
  'login.bySms': 'Log in with SMS code',
  'login.byQrCode': 'Scan QR code',
  'login.byWechat': 'Log in with WeChat',

  'validation.mobileRequired': 'Enter your mobile number',
  'validation.mobile': 'Enter a valid mobile number',
  'validation.passwordRequired': 'Enter your password',
  'validation.code': 'Enter the {{length}}-digit code',
  'validation.email': 'Enter a valid e-mail address',
  'validation.idCard': 'Enter a valid ID card number',
  'validation.amount': 'Enter a valid amount',

  // Language names are written in their own language in every catalogue.
  'language.en': 'English',
  'language.zh-CN': '简体中文',
};
