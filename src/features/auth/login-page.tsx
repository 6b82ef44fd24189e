import { Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { assignLocation, decodeBase64Utf8, redirectToLogin, replaceLocation, safeRedirectTarget } from '@/lib/auth';
import { businessInfoFromPath } from '@/lib/config/business';
import { homePath } from '@/lib/config/paths';
import { completeSignIn } from './complete-sign-in';

/** What the SSO sent back: `?code=…&redirectUrl=…` (redirectUrl is base64 of the path to return to). */
function readCallback(): { code: string | null; returnTo: string | undefined } {
  const params = new URLSearchParams(window.location.search);
  const encoded = params.get('redirectUrl');
  return { code: params.get('code'), returnTo: encoded ? decodeBase64Utf8(encoded) : undefined };
}

/**
 * The login page of a business, where the SSO returns (rule AUTH-6). With a code it completes the
 * sign-in and goes to the (safe) page the user came from; without one it starts the sign-in.
 */
export default function LoginPage() {
  // Read once: the page acts on the URL it was opened with.
  const [{ info, code, target }] = useState(() => {
    const businessInfo = businessInfoFromPath(window.location.pathname);
    const callback = readCallback();
    return {
      info: businessInfo,
      code: callback.code,
      target: safeRedirectTarget(callback.returnTo, businessInfo.businessName),
    };
  });
  const [failed, setFailed] = useState(false);
  const home = useMemo(() => homePath(info.businessName), [info.businessName]);

  useEffect(() => {
    if (!code) {
      redirectToLogin(info, target);
      return;
    }
    let active = true;
    completeSignIn(info, code).then(
      // replace: the one-time code must not stay in the history.
      () => replaceLocation(target),
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [code, info, target]);

  if (failed) {
    return (
      <Result
        status="error"
        title="登录失败"
        subTitle="登录未完成，请重新登录。"
        extra={[
          <Button key="retry" type="primary" onClick={() => redirectToLogin(info, target)}>
            重新登录
          </Button>,
          <Button key="home" onClick={() => assignLocation(home)}>
            返回首页
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
      <span>{code ? '正在登录…' : '正在跳转登录…'}</span>
    </div>
  );
}
