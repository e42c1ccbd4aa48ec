import type zh from '../zh-CN/session';

/** Login screen, navigation bar and session texts. */
export default {
  'session.login.welcome': 'Welcome back',
  'session.login.subtitle': 'Sign in to the ad platform console with your SHAREid',
  'session.login.shareid': 'SHAREid',
  'session.login.shareidPlaceholder': 'Enter your SHAREid',
  'session.login.shareidRequired': 'SHAREid is Required !',
  'session.login.password': 'Password',
  'session.login.passwordPlaceholder': 'Enter your password',
  'session.login.passwordRequired': 'Password is Required !',
  'session.login.submit': 'Login',
  'session.login.failed': 'Sign-in failed',
  'session.login.success': 'Signed in',
  'session.login.brandTitle': 'Every campaign, backed by data',
  'session.login.brandText': 'Materials, audiences, promotion apps and campaigns, managed in one console.',
  'session.login.copyright': '© AdConsole ad platform',
  'session.login.showPassword': 'Show or hide the password',
  'session.login.dismiss': 'Dismiss',
  'session.logout': 'Log out',
  'session.currentUser': 'Current user',
  'session.menuLoadFailed': 'The menu could not be loaded. Check your connection and try again.',
} satisfies Record<keyof typeof zh, string>;
