// English shell texts; spread into the English catalogue (messages-en.ts). Keys already in
// messages-en.ts (login.mobile, login.submit, validation.*, page.notFound…) are not repeated.
export const shellTextsEn = {
  // Layout: nav bar and tab bar.
  'nav.back': 'Back',
  'tab.bar': 'Main sections',

  // Login page.
  'login.welcome': 'Welcome back',
  'login.welcomeHint': 'Log in to continue your training',
  'login.methods': 'Ways to log in',
  'login.method.password': 'Password',
  'login.method.sms': 'SMS code',
  'login.method.qrCode': 'QR code',
  'login.method.wechat': 'WeChat',
  'login.mobilePlaceholder': '11-digit mobile number',
  'login.passwordPlaceholder': 'Your password',
  'login.codePlaceholder': '{{length}}-digit code',
  'login.passwordMin': 'A password has at least {{min}} characters',
  'login.codeSent': 'A code was sent to {{mobile}}',
  'login.qr.hint': 'Scan with WeChat on your phone to log in',
  'login.qr.image': 'QR code for logging in',
  'login.qr.expired': 'QR code expired, tap to refresh',
  'login.qr.failed': "Couldn't load the QR code, tap to retry",
  'login.qr.confirmed': 'Confirmed, logging you in…',
  'login.wechat.hint': 'Log in with the WeChat account on this phone',
  'login.wechat.working': 'Logging in with WeChat…',
  'login.wechat.stateMismatch': 'The WeChat login could not be verified, please try again',
  'login.wechat.retry': 'Try WeChat again',
  'login.bind.title': 'Bind your mobile number',
  'login.bind.hint': 'First time with WeChat: confirm your mobile number to finish logging in',
  'login.bind.submit': 'Bind and log in',
  'login.demo.title': 'Demo accounts',
  'login.demo.hint': 'Tap an account to fill in the password form',

  // Home page.
  'home.search': 'Search courses, news and materials',
  'home.entries': 'Quick entries',
  'home.entry.exam': 'Exams',
  'home.entry.train': 'Training',
  'home.entry.clockin': 'Clock-in',
  'home.entry.knowledge': 'Knowledge base',
  'home.entry.culture': 'Culture',
  'home.entry.shop': 'Shop',
  'home.widget.bannerCarousel': 'Featured',
  'home.widget.checkIn': 'Daily check-in',
  'home.widget.continueLearning': 'Continue learning',
  'home.widget.examOverview': 'Exams and practice',
  'home.widget.latestNews': 'Latest news',
  'home.widget.recommendedCourses': 'Recommended courses',
  'home.widget.todayTasks': "Today's tasks",
  'home.widgetFailed': "Couldn't load — tap to retry",

  // First-run guide.
  'guide.title': 'Welcome',
  'guide.slides': 'Introduction',
  'guide.slide1.title': 'Learn anywhere',
  'guide.slide1.text':
    'Training courses and video lessons for staff and shop managers, always at hand on your phone.',
  'guide.slide2.title': 'Practise and pass exams',
  'guide.slide2.text':
    'Chapter practice, mock papers and exams, with your wrong answers collected for review.',
  'guide.slide3.title': 'Stay in the loop',
  'guide.slide3.text':
    'News, materials and the knowledge base in one place, with clock-in activities and points.',
  'guide.next': 'Next',
  'guide.skip': 'Skip',
  'guide.start': 'Start',

  // Not-found page ('page.notFound' is the title).
  'notFound.description': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',

  // Debug panel for integration testers (?debug=1).
  'debug.open': 'Debug',
  'debug.title': 'Debug panel',
  'debug.close': 'Close',
  'debug.remotes': 'Loaded remotes',
  'debug.remotes.none': 'No remote loaded yet',
  'debug.remote.detail': 'Version {{version}} · {{origin}} · loaded in {{loadMs}} ms',
  'debug.refused': 'Refused releases',
  'debug.refused.detail':
    'Version {{version}} declares shell contract {{contract}}; this shell is contract {{shellContract}}',
  'debug.refused.kept': 'Keeping version {{version}}',
  'debug.refused.none': 'Nothing compatible to keep: the area shows its error view',
  'debug.refused.noContract': 'none',
  'debug.shared': 'Shared singletons',
  'debug.shared.detail': '{{version}} from {{from}}',
  'debug.shared.notLoaded': 'not loaded yet',
  'debug.duplicates': 'Loaded twice',
  'debug.duplicates.none': 'Every singleton is loaded once',
  'debug.failed': 'Recent failed requests',
  'debug.failed.none': 'No failed request',
  'debug.failed.detail': '{{kind}} {{status}} at {{time}}',
} as const;
