import { useEffect, useRef, type ReactNode } from 'react';
import { businessInfoOf, type BusinessName } from '@/lib/config/business';
import { redirectToLogin } from './redirect';
import { canEnter } from './require-login';

export interface AuthGuardProps {
  needLogin: boolean;
  business: BusinessName;
  children: ReactNode;
}

/**
 * Renders its children when the route may be shown (no login needed, or a valid token);
 * otherwise starts the sign-in and shows a small placeholder meanwhile.
 */
export function AuthGuard({ needLogin, business, children }: AuthGuardProps) {
  const allowed = canEnter(needLogin, business);
  // StrictMode runs effects twice; one trip to the SSO is enough.
  const redirected = useRef(false);
  useEffect(() => {
    if (allowed || redirected.current) return;
    redirected.current = true;
    redirectToLogin(businessInfoOf(business));
  }, [allowed, business]);

  if (allowed) return <>{children}</>;
  return (
    <div role="status" style={{ padding: '48px 0', textAlign: 'center', color: 'rgba(0, 0, 0, 0.45)' }}>
      正在跳转登录…
    </div>
  );
}
