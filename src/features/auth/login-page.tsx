import { Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  assignLocation,
  decodeBase64Utf8,
  isExpectedSsoState,
  redirectToLogin,
  replaceLocation,
  safeRedirectTarget,
} from '@/lib/auth';
import { businessInfoFromPath } from '@/lib/config/business';
import { homePath } from '@/lib/config/paths';
import { completeSignIn } from './complete-sign-in';
import { LOGIN_MESSAGES } from './login-messages';

/**
 * What the SSO sent back: `?code=…&state=…&redirectUrl=…` (redirectUrl is base64 of the path to return to), or,
 * before the trip, an optional `login_hint` to pass on.
 */
function readCallback() {
  const params = new URLSearchParams(window.location.search);
  const encoded = params.get('redirectUrl');
  return {
    code: params.get('code'),
    state: params.get('state'),
    loginHint: params.get('login_hint') ?? undefined,
    returnTo: encoded ? decodeBase64Utf8(encoded) : undefined,
  };
}

type Outcome = 'pending' | 'failed' | 'forged';

/**
 * The login page of a business, where the SSO returns (rule AUTH-6). With a code and the state this tab sent it
 * completes the sign-in and goes to the (safe) page the user came from; a code without that state is refused
 * (login CSRF, docs/decisions/050); without a code it starts the sign-in.
 */
export default function LoginPage() {
  // Read once: the page acts on the URL it was opened with.
  const [{ info, code, stateMatches, loginHint, target }] = useState(() => {
    const businessInfo = businessInfoFromPath(window.location.pathname);
    const callback = readCallback();
    return {
      info: businessInfo,
      code: callback.code,
      stateMatches: isExpectedSsoState(callback.state),
      loginHint: callback.loginHint,
      target: safeRedirectTarget(callback.returnTo, businessInfo.businessName),
    };
  });
  const [outcome, setOutcome] = useState<Outcome>(code && !stateMatches ? 'forged' : 'pending');
  const home = useMemo(() => homePath(info.businessName), [info.businessName]);

  useEffect(() => {
    if (!code) {
      redirectToLogin(info, target, { loginHint });
      return;
    }
    if (!stateMatches) return;
    let active = true;
    completeSignIn(info, code).then(
      // replace: the one-time code must not stay in the history.
      () => replaceLocation(target),
      () => {
        if (active) setOutcome('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [code, stateMatches, info, loginHint, target]);

  if (outcome !== 'pending') {
    const forged = outcome === 'forged';
    return (
      <Result
        status={forged ? 'warning' : 'error'}
        title={forged ? LOGIN_MESSAGES.forgedTitle : LOGIN_MESSAGES.failedTitle}
        subTitle={forged ? LOGIN_MESSAGES.forgedDetail : LOGIN_MESSAGES.failedDetail}
        extra={[
          <Button key="retry" type="primary" onClick={() => redirectToLogin(info, target)}>
            {LOGIN_MESSAGES.retry}
          </Button>,
          <Button key="home" onClick={() => assignLocation(home)}>
            {LOGIN_MESSAGES.home}
          </Button>,
        ]}
      />
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
      }}
    >
      <Spin size="large" />
      <span>{code ? LOGIN_MESSAGES.signingIn : LOGIN_MESSAGES.redirecting}</span>
    </div>
  );
}
