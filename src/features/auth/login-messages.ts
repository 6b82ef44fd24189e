/** What the login page says (tests import these rather than copy them). */
export const LOGIN_MESSAGES = {
  signingIn: '正在登录…',
  redirecting: '正在跳转登录…',
  failedTitle: '登录失败',
  failedDetail: '登录未完成，请重新登录。',
  /** A code without this tab's state: a forged or stale sign-in link (docs/decisions/050). */
  forgedTitle: '登录链接无效',
  forgedDetail: '此登录链接不是从本页面发起的，为保护您的账号与信息，本次未登录。请点击“重新登录”。',
  retry: '重新登录',
  home: '返回首页',
} as const;
