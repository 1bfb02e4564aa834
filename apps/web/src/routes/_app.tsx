import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardDecision } from '@/lib/guard';
import { currentUser, hasSessionToken } from '@/lib/session';

// R-2.3 (SPEC §2) route guard: everything below needs a stored session unless it is a public path.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const decision = guardDecision(
      location.pathname,
      location.href,
      hasSessionToken() && currentUser() !== null,
    );
    if (!decision.allow)
      throw redirect({ to: '/login', search: { redirect: decision.redirectTo }, replace: true });
  },
});
