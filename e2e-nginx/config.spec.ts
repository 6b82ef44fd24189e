import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AFTER_PAINT_HASH } from '../build/after-paint.mjs';

/** The CSP `deploy/nginx/render.mjs --docker` writes for a build made with `env` (what `npm run build:docker` runs). */
function renderedPolicy(env: Record<string, string>): Record<string, string[]> {
  const out = mkdtempSync(join(tmpdir(), 'recruit-nginx-'));
  try {
    execFileSync(process.execPath, ['deploy/nginx/render.mjs', '--docker', '--out', out], {
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    const conf = readFileSync(join(out, 'recruit-web.conf.template'), 'utf8');
    // The document's policy: the default of the map that leaves it off scripts and stylesheets.
    const policy = /map \$recruit_subresource \$recruit_csp \{[^}]*default\s+"([^"]+)";/.exec(conf)?.[1] ?? '';
    expect(conf).toContain('proxy_pass ${API_UPSTREAM};');
    return Object.fromEntries(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

test('the CSP adds the analytics SDK host and the Sentry ingest host when the environment configures them', () => {
  const plain = renderedPolicy({
    VITE_ANALYTICS_SDK_URL: '',
    VITE_SENTRY_DSN: '',
    VITE_API_BASE: '/api/recruit',
    VITE_ACCOUNT_BASE: '/api/account',
    VITE_DICT_BASE: '/api/dict',
  });
  expect(plain['script-src']).toEqual(["'self'", AFTER_PAINT_HASH]);
  expect(plain['connect-src']).toEqual(["'self'"]);

  const configured = renderedPolicy({
    VITE_ANALYTICS_SDK_URL: 'https://static.analytics.example.net/sdk/sensorsdata.min.js',
    VITE_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.io/77',
    VITE_API_BASE: 'https://recruit-api.example.com',
    VITE_ACCOUNT_BASE: '/api/account',
    VITE_DICT_BASE: '/api/dict',
  });
  expect(configured['script-src']).toEqual(["'self'", AFTER_PAINT_HASH, 'https://static.analytics.example.net']);
  expect(configured['connect-src']).toEqual([
    "'self'",
    'https://recruit-api.example.com',
    'https://o42.ingest.sentry.io',
    'https://static.analytics.example.net',
  ]);
  expect(configured['img-src']).toEqual(["'self'", 'data:', 'https://wework.qpic.cn', 'https://static.analytics.example.net']);
  expect(configured['frame-ancestors']).toEqual(["'none'"]);
  for (const sources of Object.values(configured)) {
    expect(sources).not.toContain("'unsafe-eval'");
  }
  expect(configured['script-src']).not.toContain("'unsafe-inline'");
});

test("the employees' avatar hosts are configurable and join img-src; a value that is not an http(s) URL fails", () => {
  const policy = renderedPolicy({ VITE_AVATAR_HOSTS: 'https://wework.qpic.cn, https://avatars.example.com/path' });
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://wework.qpic.cn', 'https://avatars.example.com']);
  expect(renderedPolicy({ VITE_AVATAR_HOSTS: '' })['img-src']).toEqual(["'self'", 'data:']);
  expect(() => renderedPolicy({ VITE_AVATAR_HOSTS: 'javascript:alert(1)' })).toThrow(/VITE_AVATAR_HOSTS/);
});

test('the rendered server verifies https upstreams, logs no query string and sends COOP', () => {
  const out = mkdtempSync(join(tmpdir(), 'recruit-nginx-'));
  try {
    execFileSync(process.execPath, ['deploy/nginx/render.mjs', '--docker', '--out', out], { stdio: 'pipe' });
    const conf = readFileSync(join(out, 'recruit-web.conf.template'), 'utf8');
    expect(conf).toContain('proxy_ssl_verify on;');
    expect(conf).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    expect(conf).toContain('access_log /var/log/nginx/access.log recruit_no_query;');
    // The log format names neither the request line nor the query nor the raw Referer.
    const format = /log_format recruit_no_query([^;]+);/.exec(conf)?.[1] ?? '';
    expect(format).toContain('$recruit_log_path');
    expect(format).not.toMatch(/\$(request|args|query_string|request_uri|http_referer)\b/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
