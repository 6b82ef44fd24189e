// nginx with deploy/nginx's configuration as an ordinary process (a prefix of its own, `daemon off`), serving a
// production build under `/{public_name}/` and proxying `/api/` to an upstream. Used by scripts/serve-prod.mjs,
// which serve:prod, the nginx e2e suite and the bench all run (docs/decisions/019).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join, resolve, sep } from 'node:path';
import { buildEnv, renderLocal } from '../deploy/nginx/render.mjs';
import { NGINX_BIN } from './ensure-nginx.mjs';

const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** A throwaway self-signed certificate for 127.0.0.1 in `dir` (made once with openssl), or undefined without openssl. */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) return undefined;
  }
  return { key, cert };
}

/** `nobody` and its group (nginx's workers when the master runs as root), from /etc/passwd and /etc/group. */
function nobody() {
  const entry = (file, match) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find(match);
  const user = entry('/etc/passwd', (fields) => fields[0] === 'nobody');
  const group = user && entry('/etc/group', (fields) => fields[2] === user[3]);
  return user && group ? { uid: Number(user[2]), gid: Number(user[3]), directive: `nobody ${group[0]}` } : undefined;
}

/** Whether any user may reach `dir` (every directory on its path searchable by others) and list it. */
function openToOthers(dir) {
  const parts = resolve(dir).split(sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i += 1) {
    const path = `${sep}${parts.slice(0, i).join(sep)}`;
    const { mode } = statSync(path);
    if ((mode & 0o001) === 0) return false;
  }
  return (statSync(dir).mode & 0o004) !== 0;
}

/**
 * nginx's workers as root: `nobody` where it can read the build (the usual case), else root — a checkout under
 * /root is closed to others, and this server only listens on loopback.
 */
function workerOf(distDir) {
  if (process.getuid?.() !== 0) return undefined;
  const worker = openToOthers(distDir) ? nobody() : undefined;
  return worker ?? { uid: 0, gid: 0, directive: 'root root' };
}

/** Whether anything answers HTTP at `url` (a self-signed certificate is fine: this only waits for nginx). */
function answers(url) {
  return new Promise((resolveAnswer) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolveAnswer(true);
    });
    request.on('error', () => resolveAnswer(false));
    request.on('timeout', () => request.destroy());
  });
}

/**
 * Renders the configuration into `prefix` and starts nginx; resolves once it answers.
 * @param {{ dist: string, prefix: string, port: number, host?: string, apiUpstream: string, tls?: boolean,
 *   env?: Record<string, string | undefined> }} options — `env`: the VITE_* variables the build was made with
 *   (for the CSP); default: Vite's for mode prod.
 * @returns {Promise<{ origin: string, protocol: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ dist, prefix, port, host = '127.0.0.1', apiUpstream, tls = false, env = buildEnv('prod') }) {
  const root = resolve(prefix);
  const distDir = resolve(dist);
  const publicName = env.VITE_PUBLIC_NAME || 'recruit-web';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}`);
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} not found (node scripts/ensure-nginx.mjs installs it)`);

  // The web root holds `{public_name}/` → the build.
  const webRoot = join(root, 'www');
  rmSync(webRoot, { recursive: true, force: true });
  mkdirSync(webRoot, { recursive: true });
  symlinkSync(distDir, join(webRoot, publicName));
  mkdirSync(join(root, 'logs'), { recursive: true });
  const worker = workerOf(distDir);
  for (const name of TEMP_DIRS) {
    const dir = join(root, 'tmp', name);
    mkdirSync(dir, { recursive: true });
    // Workers write request bodies (resume uploads) and large upstream answers here.
    if (worker) chownSync(dir, worker.uid, worker.gid);
  }
  const certificate = tls ? selfSignedCertificate(join(root, 'tls')) : undefined;
  if (tls && !certificate) throw new Error('openssl is needed for --tls');
  const conf = renderLocal({
    prefix: root,
    user: worker?.directive,
    env,
    webRoot,
    apiUpstream,
    listen: { host, port, tls: certificate },
  });

  const errorLog = join(root, 'logs', 'error.log');
  const test = spawnSync(NGINX_BIN, ['-t', '-q', '-p', `${root}/`, '-c', conf, '-e', errorLog], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);

  const child = spawn(NGINX_BIN, ['-p', `${root}/`, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // Never leave nginx behind this process, whatever ends it.
  process.on('exit', () => {
    if (!exited) child.kill('SIGTERM');
  });
  const protocol = certificate ? 'https' : 'http';
  const origin = `${protocol}://${host}:${port}`;
  const started = Date.now();
  while (!(await answers(`${origin}/${publicName}/`))) {
    if (exited || Date.now() - started > 15_000) {
      if (!exited) child.kill('SIGTERM');
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').split('\n').slice(-10).join('\n') : '';
      throw new Error(`nginx did not start on ${origin}:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  // Something else answering on the port while nginx failed to bind it.
  if (exited) throw new Error(`nginx exited; is ${host}:${port} taken? (${errorLog})`);
  const stop = () =>
    new Promise((resolveStop) => {
      if (exited) return resolveStop();
      child.once('exit', () => resolveStop());
      // Fast shutdown: open connections are closed, the master waits for its workers.
      child.kill('SIGTERM');
    });
  return { origin, protocol: certificate ? 'HTTP/2 over TLS' : 'HTTP/1.1', stop };
}
