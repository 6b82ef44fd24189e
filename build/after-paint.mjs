// The landing pages' starter (docs/decisions/122): a fixed inline script that puts an inert template's content into
// the head once the first screen has been painted. Plain JavaScript, so that deploy/nginx/render.mjs can put its hash
// into the Content-Security-Policy (`script-src 'self' 'sha256-…'`) and build/first-screen.ts write it.
import { createHash } from 'node:crypto';

/** The template of a landing page's head holding the shell's library chunks and the chunks needed later. */
export const AFTER_PAINT_PRELOADS = 'after-paint-preloads';
/** The template at the end of its body holding the app's entry script (after the stylesheets). */
export const AFTER_PAINT_APP = 'after-paint-app';

/**
 * The script, run where it stands (`data-after` names its template). At once in a page that is not visible (no paint
 * comes to a background tab) or where the browser reports no paints; otherwise at the first contentful paint, the
 * visibility changing or after 3 s, whichever comes first.
 */
export const AFTER_PAINT_SOURCE =
  '(function(s){var t=document.getElementById(s.getAttribute("data-after")),d=0;' +
  'function go(){if(d)return;d=1;document.head.appendChild(document.importNode(t.content,true))}' +
  'var P=window.PerformanceObserver;' +
  'if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0||' +
  'performance.getEntriesByName("first-contentful-paint").length)return go();' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint"});' +
  'document.addEventListener("visibilitychange",go);setTimeout(go,3000)})(document.currentScript)';

/** The CSP source that allows the script, and nothing else inline. */
export const AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SOURCE).digest('base64')}'`;

/**
 * `content` in an inert template, and the script that puts it into the head after the first paint.
 * @param {string} id
 * @param {string} content
 */
export function afterPaint(id, content) {
  return `<template id="${id}">${content}</template><script data-after="${id}">${AFTER_PAINT_SOURCE}</script>`;
}
