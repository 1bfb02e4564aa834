import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { clearSession } from '@/lib/session';

interface LoginSearch {
  /** Where to go after logging in (checked by safeRedirect before use). */
  redirect?: string;
}

// R-2.1 (SPEC §2): always allowed; entering it clears the stored session.
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, preload }) => {
    if (preload) return; // hovering a link to the login page must not log anyone out
    clearSession();
    context.queryClient.clear();
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
