#!/usr/bin/env node
// Renders the nginx configuration of deploy/nginx from the environment (docs/decisions/018, 019).
//
// - recruit-web.conf (the server; http context) and nginx.conf (a main file for a local prefix) are templates with
//   `${NAME}` placeholders; every placeholder must be filled, so a typo fails here, not in nginx.
// - The Content-Security-Policy is built from the same VITE_* variables the bundle was built with (Vite's loadEnv:
//   .env, .env.{mode}, the process environment winning): the analytics SDK host and the Sentry ingest host are
//   added when configured, and the API bases' hosts when they are absolute URLs.
//
// Used by scripts/nginx-stack.mjs (serve:prod, the nginx e2e suite, the bench) and, for containers
// (`npm run build:docker`):
//   node deploy/nginx/render.mjs --docker --out DIR [--mode prod]
// which writes DIR/recruit-web.conf.template for Debian's conf.d, listening on 8080, serving /srv/www, with the
// literal `${API_UPSTREAM}` left for envsubst when the container starts (Dockerfile).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { AFTER_PAINT_HASH } from '../../build/after-paint.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

/**
 * Powerful features the portal uses: only writing to the clipboard (the share popover's "copy link"), on its own
 * origin. Every other feature Chromium knows is off. A name the browser does not know costs a console warning, so
 * the list holds only features Chromium recognises (web-share only on Windows, macOS, ChromeOS and Android builds:
 * Linux builds warn about it and ignore it).
 */
const PERMISSIONS = {
  'clipboard-write': '(self)',
  accelerometer: '()',
  autoplay: '()',
  'browsing-topics': '()',
  camera: '()',
  'clipboard-read': '()',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '()',
  gamepad: '()',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  'local-fonts': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  'otp-credentials': '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-create': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  'storage-access': '()',
  usb: '()',
  'web-share': '()',
  'window-management': '()',
  'xr-spatial-tracking': '()',
};

export function permissionsPolicy() {
  return Object.entries(PERMISSIONS)
    .map(([feature, allow]) => `${feature}=${allow}`)
    .join(', ');
}

/** The origin (`https://host[:port]`) of an absolute http(s) URL, else undefined (relative paths, empty values). */
export function originOf(url) {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The VITE_* variables a build of `mode` sees (process environment first, then .env.{mode}, then .env). */
/** Debian's bundle of the system's trusted CAs (package ca-certificates): what an https upstream is verified against. */
export const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/**
 * The origins of VITE_AVATAR_HOSTS (comma- or space-separated http(s) URLs): where employees' avatars
 * (`wechatWorkThumbAvatarUrl`) are served from, for img-src. A value that is not an http(s) origin fails.
 */
export function avatarOrigins(value) {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new Error(`VITE_AVATAR_HOSTS: "${entry}" is not an http(s) URL`);
      return origin;
    });
}

export function buildEnv(mode = 'prod', root = ROOT) {
  return loadEnv(mode, root, 'VITE_');
}

/**
 * The Content-Security-Policy for a build made with `env` (VITE_* variables). Why each source is there:
 * docs/decisions/018-csp.md.
 * @param {Record<string, string | undefined>} env
 */
export function contentSecurityPolicy(env) {
  const unique = (values) => [...new Set(values.filter(Boolean))];
  const analytics = originOf(env.VITE_ANALYTICS_SDK_URL);
  // A Sentry DSN is https://{public key}@{ingest host}/{project}: the SDK posts events to the ingest host.
  const sentryIngest = originOf(env.VITE_SENTRY_DSN);
  const apiHosts = [env.VITE_API_BASE, env.VITE_ACCOUNT_BASE, env.VITE_DICT_BASE].map(originOf);
  const directives = [
    ['default-src', ["'self'"]],
    // The landing pages' one inline script, by its hash (build/after-paint.mjs, docs/decisions/122).
    ['script-src', ["'self'", AFTER_PAINT_HASH, analytics]],
    // antd still writes a few <style> elements at run time (docs/decisions/018).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...avatarOrigins(env.VITE_AVATAR_HOSTS), analytics]],
    ['connect-src', ["'self'", ...apiHosts, sentryIngest, analytics]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** Replaces every `${NAME}` of `template` with `values[NAME]`; throws on a placeholder without a value. */
export function fillTemplate(template, values, file = 'template') {
  return template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (match, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for ${match}`);
    // A value must not break out of its quoted nginx string.
    if (/["\\]/.test(value)) throw new Error(`${file}: the value of ${match} contains a quote or a backslash`);
    return value;
  });
}

function template(name) {
  return readFileSync(join(HERE, name), 'utf8');
}

/**
 * The `listen` lines: plain HTTP/1.1, or HTTP/2 over TLS with `tls` (nginx 1.22 speaks HTTP/2 to browsers only
 * over TLS).
 * @param {{ host?: string, port: number, tls?: { cert: string, key: string } }} listen
 */
export function listenDirectives({ host, port, tls }) {
  const address = host ? `${host}:${port}` : String(port);
  if (!tls) return `    listen ${address};`;
  return [`    listen ${address} ssl http2;`, `    ssl_certificate ${tls.cert};`, `    ssl_certificate_key ${tls.key};`].join(
    '\n',
  );
}

/**
 * The server file (recruit-web.conf) for a build made with `env`.
 * @param {{ env: Record<string, string | undefined>, webRoot: string, apiUpstream: string, accessLog: string,
 *   listen: { host?: string, port: number, tls?: { cert: string, key: string } } }} options
 */
export function renderServer({ env, webRoot, apiUpstream, accessLog, listen }) {
  const publicName = env.VITE_PUBLIC_NAME || 'recruit-web';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(publicName))
    throw new Error(`VITE_PUBLIC_NAME must be a plain path segment, got "${publicName}"`);
  return fillTemplate(
    template('recruit-web.conf'),
    {
      PUBLIC_NAME: publicName,
      WEB_ROOT: webRoot,
      LISTEN_DIRECTIVES: listenDirectives(listen),
      API_UPSTREAM: apiUpstream,
      ACCESS_LOG: accessLog,
      CA_BUNDLE,
      CONTENT_SECURITY_POLICY: contentSecurityPolicy(env),
      PERMISSIONS_POLICY: permissionsPolicy(),
    },
    'recruit-web.conf',
  );
}

/**
 * Writes nginx.conf and recruit-web.conf into `prefix` (an absolute directory) for `nginx -p prefix -c nginx.conf`.
 * @param {{ prefix: string, user?: string } & Parameters<typeof renderServer>[0]} options
 */
export function renderLocal({ prefix, user, ...server }) {
  mkdirSync(prefix, { recursive: true });
  const main = fillTemplate(
    template('nginx.conf'),
    { NGINX_PREFIX: prefix, USER_DIRECTIVE: user ? `user ${user};` : '' },
    'nginx.conf',
  );
  writeFileSync(join(prefix, 'nginx.conf'), main);
  writeFileSync(join(prefix, 'recruit-web.conf'), renderServer({ accessLog: join(prefix, 'logs', 'access.log'), ...server }));
  return join(prefix, 'nginx.conf');
}

function argOf(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function main() {
  if (!process.argv.includes('--docker')) throw new Error('usage: node deploy/nginx/render.mjs --docker --out DIR [--mode prod]');
  const out = resolve(argOf('out', '.'));
  if (!existsSync(out)) mkdirSync(out, { recursive: true });
  const conf = renderServer({
    env: buildEnv(argOf('mode', 'prod')),
    webRoot: '/srv/www',
    // Filled in when the container starts (envsubst in the Dockerfile's command).
    apiUpstream: '${API_UPSTREAM}',
    // Debian's log path, linked to the container's stdout (Dockerfile).
    accessLog: '/var/log/nginx/access.log',
    listen: { port: 8080 },
  });
  writeFileSync(join(out, 'recruit-web.conf.template'), conf);
  console.log(`render: ${join(out, 'recruit-web.conf.template')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(`render: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
