import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { writeTokenCookie } from '../e2e/fixtures';
import { expectSettled } from './helpers';
import { BASE, FRAMING_PORT, NGINX_PREFIX, SERVE_DIST } from './served';

/** Every log file nginx writes in its prefix, read whole. */
function allLogs(prefix: string): string {
  const dir = join(prefix, 'logs');
  return readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
}

test('a request carrying token= leaves no trace of the value in any log file nginx writes', async ({
  page,
  request,
  baseURL,
}) => {
  await writeTokenCookie(page, 'staff-wang', baseURL ?? '');
  const secret = `t${Date.now()}secretvalue`;
  await page.goto(`${BASE}/staff/job?activeKey=social&token=${secret}`);
  await expectSettled(page);
  // And straight at nginx: a page, a missing asset, an API call, with the token in the query and the Referer.
  const referer = `http://127.0.0.1${BASE}/staff/job?token=${secret}`;
  for (const path of [
    `${BASE}/staff/home?token=${secret}`,
    `${BASE}/assets/none.js?token=${secret}`,
    `/api/recruit/x?token=${secret}`,
  ]) {
    await request.get(path, { headers: { Referer: referer } });
  }
  await expect.poll(() => allLogs(NGINX_PREFIX)).toContain(`GET ${BASE}/staff/home HTTP/1.1`);
  expect(allLogs(NGINX_PREFIX)).not.toContain(secret);
});

test('/api/ answers carry Cache-Control: no-store, whatever the upstream said', async ({ request }) => {
  for (const path of [
    '/api/recruit/client/recruit/v1/position_demand?page=1&page_size=1',
    '/api/account/open/basic/v1/users/current_info?user_type=21',
    '/api/recruit/no/such/call',
  ]) {
    // A 200, a 401 (no token) and a 404: personal data or not, no answer of the API is kept by a cache.
    const response = await request.get(path);
    const values = response.headersArray().filter((header) => header.name.toLowerCase() === 'cache-control');
    expect(
      values.map((header) => header.value),
      path,
    ).toEqual(['no-store']);
  }
});

test.describe('over TLS (serve:prod --tls) with an https upstream it cannot trust', () => {
  // A second nginx on the suite's spare port, over TLS with a self-signed certificate, proxying /api/ to itself: an
  // https upstream whose certificate no system CA signed.
  const origin = `https://127.0.0.1:${FRAMING_PORT}`;
  const prefix = `.serve/nginx-untrusted-${FRAMING_PORT}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    const child = spawn(
      process.execPath,
      [
        'scripts/serve-prod.mjs',
        '--no-build',
        '--dist',
        SERVE_DIST,
        '--port',
        String(FRAMING_PORT),
        '--tls',
        '--prefix',
        prefix,
        '--api-upstream',
        origin,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    server = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('SERVE_PROD_READY')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`serve:prod --tls exited (${code}): ${output}`)));
    });
  });

  test.afterAll(async () => {
    const child = server;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  });

  test('refuses the upstream (502, a certificate error in its log) and sends HSTS', async () => {
    const tls = await playwrightRequest.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    try {
      const api = await tls.get('/api/recruit/client/recruit/v1/position_demand?page=1&page_size=1');
      expect(api.status()).toBe(502);
      expect(api.headers()['cache-control']).toBe('no-store');
      await expect.poll(() => allLogs(prefix)).toMatch(/upstream SSL certificate verify error/);
      const home = await tls.get(`${BASE}/candidate/home`);
      expect(home.status()).toBe(200);
      expect(home.headers()['strict-transport-security']).toBe('max-age=31536000');
      expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await tls.dispose();
    }
  });
});
