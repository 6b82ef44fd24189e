// The landing pages' starter (docs/decisions/122): a fixed inline script that puts an inert template's content into
// the head once the first screen has been painted. Plain JavaScript, so that deploy/nginx/render.mjs can put its hash
// into the Content-Security-Policy (`script-src 'self' 'sha256-…'`) and build/first-screen.ts write it.
import { createHash } from 'node:crypto';

/** The template of a landing page's head holding the shell's library chunks and the chunks needed later. */
export const AFTER_PAINT_PRELOADS = 'after-paint-preloads';
/** The template at the end of its body holding the app's entry script (after the stylesheets). */
export const AFTER_PAINT_APP = 'after-paint-app';
/** Where the starter leaves the phone check's worker it started (src/lib/device/device-verdict.ts takes it). */
export const VERDICT_WORKER_GLOBAL = '__verdictWorker';

/**
 * The script, run where it stands (`data-after` names its template). At once in a page that is not visible (no paint
 * comes to a background tab) or where the browser reports no paints; otherwise at the first contentful paint, the
 * visibility changing or after 3 s, whichever comes first.
 *
 * With `data-verdict-worker` (the head's starter of a page whose first render waits for the phone check), it then starts
 * that worker and leaves it in `window[VERDICT_WORKER_GLOBAL]` for the app to take (src/lib/device/device-verdict.ts), or 0 if
 * its script fails before the app takes it. The worker waits for the app's message; its script is fetched once, by the
 * worker, instead of a `modulepreload` of it on the HTML's critical path and the worker's own fetch after the
 * libraries (docs/decisions/130).
 *
 * In a visible page, the template's low-priority elements (`fetchpriority="low"`: the chunks needed later) go in
 * afterwards, four per task (`setTimeout`): each `modulepreload` added costs the main thread 1–2 ms
 * (2–6 ms at 4× CPU), and the ranking's 31 in one task made a 104–370 ms simulated long task (docs/decisions/128).
 */
export const AFTER_PAINT_SOURCE =
  '(function(s){var t=document.getElementById(s.getAttribute("data-after")),d=0,h=document.head;' +
  'function go(){if(d)return;d=1;var c=document.importNode(t.content,true),l=[];' +
  'if(document.visibilityState==="visible"){l=[].slice.call(c.querySelectorAll("[fetchpriority=low]"));' +
  'l.forEach(function(n){c.removeChild(n)})}' +
  'h.appendChild(c);var u=s.getAttribute("data-verdict-worker");' +
  'if(u&&window.Worker)try{var w=new Worker(u);w.onerror=function(){window.' +
  VERDICT_WORKER_GLOBAL +
  '=0};window.' +
  VERDICT_WORKER_GLOBAL +
  '=w}catch(e){}' +
  'if(l.length)setTimeout(function next(){' +
  'h.append.apply(h,l.splice(0,4));if(l.length)setTimeout(next,0)},0)}' +
  'var P=window.PerformanceObserver;' +
  'if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0||' +
  'performance.getEntriesByName("first-contentful-paint").length)return go();' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint"});' +
  'document.addEventListener("visibilitychange",go);setTimeout(go,3000)})(document.currentScript)';

/** The CSP source that allows the script, and nothing else inline. */
export const AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SOURCE).digest('base64')}'`;

/**
 * `content` in an inert template, and the script that puts it into the head after the first paint; with `verdictWorker`
 * (the phone check's worker script), the script starts that worker then.
 * @param {string} id
 * @param {string} content
 * @param {string} [verdictWorker]
 */
export function afterPaint(id, content, verdictWorker) {
  const worker = verdictWorker ? ` data-verdict-worker="${verdictWorker}"` : '';
  return `<template id="${id}">${content}</template><script data-after="${id}"${worker}>${AFTER_PAINT_SOURCE}</script>`;
}
