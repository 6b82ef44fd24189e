/**
 * Full-page navigations of the sign-in flow, in one place. They reload the app on purpose: a new or
 * removed token must not leave another user's data in memory. Tests stub `window.location` to observe them.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Like `assignLocation`, but replaces the history entry (the login page with its one-time code). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}

/** The current path and query, e.g. `/recruit-web/candidate/social/job?page=2`. */
export function currentPathAndQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}
