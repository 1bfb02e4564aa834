import { isApiError } from '@agrimap/sdk';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useApi } from '@/lib/api';
import { safeRedirect } from '@/lib/redirect';
import { saveSession } from '@/lib/session';
import { type Credentials, login } from '../api/login';
import { authMessages as m } from '../messages';

const MENU_TREE_KEY = ['menu-tree'];

export interface LoginPageProps {
  /** The untrusted `redirect` search parameter: where to go after logging in. */
  redirect: string | undefined;
}

/** The login page: user name and password, then back to the page first asked for. */
export function LoginPage({ redirect }: LoginPageProps) {
  const client = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Credentials>();
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => login(client, credentials),
    onSuccess: async (user) => {
      saveSession(user);
      queryClient.setQueryData(MENU_TREE_KEY, user.auth_list);
      await router.navigate({ href: safeRedirect(redirect), replace: true });
    },
  });
  useEffect(() => {
    document.title = `${m.heading} - ${m.title}`;
  }, []);
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
        <Form<Credentials>
          form={form}
          name="login"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => mutation.mutate(values)}
          onValuesChange={() => {
            if (mutation.isError) mutation.reset();
          }}
        >
          <Form.Item
            label={m.username}
            name="username"
            rules={[{ required: true, whitespace: true, message: m.usernameRequired }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={50} />
          </Form.Item>
          <Form.Item
            label={m.password}
            name="password"
            rules={[{ required: true, message: m.passwordRequired }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
            {m.submit}
          </Button>
        </Form>
      </div>
    </main>
  );
}
