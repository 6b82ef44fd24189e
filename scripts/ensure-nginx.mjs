#!/usr/bin/env node
// Makes sure Debian's nginx and its brotli modules are installed (deploy/nginx needs both):
// present → nothing to do; missing and root with apt-get → installs `nginx libnginx-mod-http-brotli-static
// libnginx-mod-http-brotli-filter`; else fails with the command to run. Like scripts/ensure-browser.mjs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const NGINX_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
export const NGINX_PACKAGES = 'nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter';

export function missingNginx() {
  return [NGINX_BIN, ...NGINX_MODULES].filter((file) => !existsSync(file));
}

export function ensureNginx() {
  const missing = missingNginx();
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`ensure-nginx: installing Debian's ${NGINX_PACKAGES}`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${NGINX_PACKAGES}`, {
      stdio: 'inherit',
    });
    // The package's own service is not needed: serve:prod runs nginx as an ordinary process.
    execSync('(command -v systemctl >/dev/null && systemctl disable --now nginx) >/dev/null 2>&1 || true', { stdio: 'inherit' });
    if (missingNginx().length === 0) return;
  }
  throw new Error(`missing ${missing.join(', ')}; install Debian's packages: sudo apt-get install ${NGINX_PACKAGES}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureNginx();
    console.log(`ensure-nginx: using ${NGINX_BIN} with the brotli modules`);
  } catch (error) {
    console.error(`ensure-nginx: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
