// Where the nginx suite's server runs and what it serves (playwright.nginx.config.ts).
export const NGINX_PORT = Number(process.env.NGINX_E2E_PORT || 8610);
export const API_PORT = NGINX_PORT + 1;
/** A page of another origin (another host name and port) that tries to frame the portal. */
export const FRAMING_PORT = NGINX_PORT + 2;
export const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
/** The build nginx serves: scripts/build-same-origin.mjs's output. */
export const SERVE_DIST = process.env.SERVE_DIST || '.serve/dist';
export const BASE = '/recruit-web';
/** nginx's prefix for the suite (scripts/serve-prod.mjs's default, `.serve/nginx-{port}`): its logs are in `logs/`. */
export const NGINX_PREFIX = `.serve/nginx-${NGINX_PORT}`;
