import { isApiError } from '@agrimap/sdk';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
// The login page is the first thing a user downloads, so it stays within its size budget
// (BENCHMARKS.md, "Bundle size"): the input and password input themselves rather than antd's Input
// namespace (which also brings TextArea, Search and OTP), and a two-field form of its own rather
// than antd's Form (its label tooltips and rule engine are half the page's antd code).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useEffect, useState } from 'react';
import { useApi } from '@/lib/api';
import { safeRedirect } from '@/lib/redirect';
import { saveSession } from '@/lib/session';
import { USER_MENU_KEY } from '@/lib/user-menu';
import { type Credentials, login } from '../api/login';
import { authMessages as m } from '../messages';

export interface LoginPageProps {
  /** The untrusted `redirect` search parameter: where to go after logging in. */
  redirect: string | undefined;
}

/** The login page: user name and password, then back to the page first asked for. */
export function LoginPage({ redirect }: LoginPageProps) {
  const client = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  // A field's message shows once the user submitted or changed it (as antd forms do).
  const [touched, setTouched] = useState({ username: false, password: false });
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => login(client, credentials),
    onSuccess: async (user) => {
      saveSession(user);
      queryClient.setQueryData(USER_MENU_KEY, user.auth_list);
      await router.navigate({ href: safeRedirect(redirect), replace: true });
    },
  });
  useEffect(() => {
    document.title = `${m.heading} - ${m.title}`;
  }, []);
  const problems = {
    username: values.username.trim() === '' ? m.usernameRequired : undefined,
    password: values.password === '' ? m.passwordRequired : undefined,
  };
  const shown = {
    username: touched.username ? problems.username : undefined,
    password: touched.password ? problems.password : undefined,
  };
  const change = (field: keyof Credentials, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    if (mutation.isError) mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (problems.username || problems.password || mutation.isPending) return;
    mutation.mutate(values);
  };
  const error = mutation.error;
  const errorText = error ? (isApiError(error) ? error.msg : m.failed) : undefined;

  return (
    <main className="login-page">
      <div className="login-card">
        <header className="login-header">
          <svg width="44" height="44" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#1f8f5f" />
            <path d="M4 23c6-4 18-4 24 0v5H4z" fill="#95de64" />
            <path
              d="M16 5a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z"
              fill="#fff"
            />
          </svg>
          <div>
            <h1>{m.title}</h1>
            <p>{m.subtitle}</p>
          </div>
        </header>
        <h2 className="login-heading">{m.heading}</h2>
        {errorText ? <Alert type="error" showIcon title={errorText} className="login-error" /> : null}
        <form className="login-form" name="login" noValidate onSubmit={submit}>
          <div className="login-field">
            <label htmlFor="login_username">{m.username}</label>
            <Input
              id="login_username"
              name="username"
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              maxLength={50}
              value={values.username}
              onChange={(e) => change('username', e.target.value)}
              status={shown.username ? 'error' : undefined}
              aria-invalid={shown.username ? true : undefined}
              aria-describedby={shown.username ? 'login_username_help' : undefined}
            />
            <div id="login_username_help" className="login-field-error">
              {shown.username}
            </div>
          </div>
          <div className="login-field">
            <label htmlFor="login_password">{m.password}</label>
            <Password
              id="login_password"
              name="password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              maxLength={64}
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
              status={shown.password ? 'error' : undefined}
              aria-invalid={shown.password ? true : undefined}
              aria-describedby={shown.password ? 'login_password_help' : undefined}
            />
            <div id="login_password_help" className="login-field-error">
              {shown.password}
            </div>
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
            {m.submit}
          </Button>
        </form>
      </div>
    </main>
  );
}
