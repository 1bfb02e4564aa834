/** User-facing strings of the login page. */
export const authMessages = {
  title: '农资一张图',
  subtitle: '湖南省农资经营与物联网监测平台',
  heading: '账号登录',
  username: '用户名',
  password: '密码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  submit: '登录',
  failed: '登录失败',
} as const;
