/**
 * The user-timing mark the boot sets once a landing page's code has loaded, as its first render starts (src/main.tsx).
 * The build's prerender reads it (build/first-screen.ts): the files fetched before it are what the first screen
 * needs; those the page starts between it and the first commit (a record table's code, loaded ahead of its rows) are
 * needed later, and the HTML preloads them at low priority (docs/decisions/120).
 */
export const PAGE_CODE_MARK = 'portal:page-code';
