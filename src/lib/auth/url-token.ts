/**
 * The staff QR's URL carries the staff token (decisions 15 of ../shared/decisions.md, docs/decisions/005). A page opened with `token=` in its
 * query removes it from the address bar before anything reads the URL — tracking, error reporting, the login
 * redirect's redirectUrl, the page history — and keeps the value in memory only for the mobile hand-off: a phone
 * that reached the web path goes on to the h5 app with it (docs/decisions/051).
 */
export const URL_TOKEN_PARAM = 'token';

let handOff: string | undefined;

/** The query without `token` (other parameters and their order kept), and the token's value if there was one. */
export function withoutUrlToken(search: string): { search: string; token: string | undefined } {
  const params = new URLSearchParams(search);
  if (!params.has(URL_TOKEN_PARAM)) return { search, token: undefined };
  const token = params.get(URL_TOKEN_PARAM) ?? undefined;
  params.delete(URL_TOKEN_PARAM);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', token };
}

/** Removes `token` from the address bar (replacing the history entry, so Back never shows it); run first at boot. */
export function scrubUrlToken(location: Location = window.location, history: History = window.history): void {
  const { search, token } = withoutUrlToken(location.search);
  if (token === undefined) return;
  handOff = token;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** The query to hand to the h5 app: `search` with the scrubbed token put back, for the mobile redirect only. */
export function withHandOffToken(search: string): string {
  if (handOff === undefined) return search;
  const params = new URLSearchParams(search);
  params.set(URL_TOKEN_PARAM, handOff);
  return `?${params.toString()}`;
}
