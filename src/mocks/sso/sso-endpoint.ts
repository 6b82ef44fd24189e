import { http, type HttpHandler } from 'msw';
import { urlPattern } from '../route';
import { accountsForAppType, hintedAccount, ssoReturnUrl } from './sso-redirect';

/**
 * The SSO stand-in of `serve:prod` and the nginx suite (no browser mock there): the mock API answers
 * `{account}/sso/authorize`, which scripts/build-same-origin.mjs makes the bundle's VITE_SSO_AUTHORIZE_URL. With a
 * `login_hint` naming a demo account it returns at once to redirect_uri with a code and the echoed `state`; without,
 * it lists the accounts as links that add the hint. Behind nginx the request's own host is the upstream's, so the
 * origin redirect_uri must have is the forwarded one.
 */
export const SSO_ENDPOINT_PATH = '/sso/authorize';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function forwardedOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export const ssoEndpointHandler: HttpHandler = http.get(urlPattern('account', SSO_ENDPOINT_PATH), ({ request }) => {
  const query = new URL(request.url).searchParams;
  const appType = query.get('app_type');
  const account = hintedAccount(query.get('login_hint'), appType);
  if (account) {
    const target = ssoReturnUrl(query.get('redirect_uri'), account.id, forwardedOrigin(request), query.get('state'));
    if (!target) return new Response('redirect_uri 缺失或不是本站地址', { status: 400 });
    return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store' } });
  }
  const links = accountsForAppType(appType).map((option) => {
    const hinted = new URLSearchParams(query);
    hinted.set('login_hint', option.id);
    return `<li><a href="?${escapeHtml(hinted.toString())}">${escapeHtml(option.name)}（${escapeHtml(option.label)}）</a></li>`;
  });
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证（QA）</title></head><body><h1>统一身份认证（QA）</h1><ul>${links.join('')}</ul></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
});
