import { Navigate, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { isForbiddenError } from '@/lib/access';
import { LOGIN_PATH } from '@/lib/config';
import { guardDecision } from '@/lib/guard';
import { currentUser, hasSessionToken } from '@/lib/session';
import { componentMessages as m } from './messages';

/** A status page (403, 404): its title, its description and a way home. */
function StatusPage({
  status,
  text,
}: {
  status: '403' | '404';
  text: { title: string; description: string; home: string };
}) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={text.title}
      subTitle={text.description}
      extra={
        <Button type="primary" onClick={() => navigate({ to: '/' })}>
          {text.home}
        </Button>
      }
    />
  );
}

/** The 404 page: the path does not exist; offers a way home. */
export function NotFoundPage() {
  return <StatusPage status="404" text={m.notFound} />;
}

/** What an unknown path renders: the 404 page with a session, else the login page. */
export function NotFoundRoute() {
  const location = useLocation();
  const decision = guardDecision(
    location.pathname,
    location.href,
    hasSessionToken() && currentUser() !== null,
  );
  if (!decision.allow) return <Navigate to={LOGIN_PATH} search={{ redirect: decision.redirectTo }} replace />;
  return <NotFoundPage />;
}

/** The 403 page: the user's menu does not include this screen. */
export function ForbiddenPage() {
  return <StatusPage status="403" text={m.forbidden} />;
}

/** Shown when entering a route failed: the 403 page for a page outside the user's menu, else a retry. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isForbiddenError(error)) return <ForbiddenPage />;
  return <LoadErrorPage error={error} />;
}

function LoadErrorPage({ error }: { error: unknown }) {
  const router = useRouter();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status="error"
      title={m.routeError.title}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => router.invalidate()}>
          {m.routeError.retry}
        </Button>
      }
    />
  );
}
