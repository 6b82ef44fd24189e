// The user agent's verdicts (rules LINK-4, LINK-5, LINK-8) without ua-parser-js on the main thread's first load: a worker
// judges them during the boot, and this thread loads the parser (a chunk of its own) only where no worker answers
// (docs/decisions/116, 118).

/** How long the boot waits for the worker's answers before judging on the main thread (ms). */
export const DEVICE_VERDICT_TIMEOUT_MS = 2000;

/**
 * The worker's two answers, in this order: `{ mobile }` as soon as the phone check is done (the boot waits for it), then
 * `{ supported }`, the browser allow-list's verdict (the prompt waits for it, when the page is idle).
 */
export type VerdictMessage = { mobile: boolean } | { supported: boolean };

/** The worker that judges a user agent, or undefined where the browser has no workers. */
export type VerdictWorkerFactory = () => Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'> | undefined;

/**
 * Where a landing page's HTML leaves the worker its starter started at the first paint (build/after-paint.mjs), or 0 if
 * the worker's script failed: its script is fetched once, by the worker, while the libraries load (docs/decisions/130).
 */
export const VERDICT_WORKER_GLOBAL = '__verdictWorker';

/** The worker the HTML started, taken once (a later verdict starts its own); undefined where there is none. */
export function startedVerdictWorker(scope: object = globalThis): Worker | undefined {
  const holder = scope as Record<string, unknown>;
  const started = holder[VERDICT_WORKER_GLOBAL];
  delete holder[VERDICT_WORKER_GLOBAL];
  return typeof Worker !== 'undefined' && started instanceof Worker ? started : undefined;
}

function verdictWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  // A classic worker (Vite bundles it as one script): module workers came to Firefox only in version 114.
  return startedVerdictWorker() ?? new Worker(new URL('./device-verdict.worker.ts', import.meta.url));
}

/** ua-parser-js's rules, loaded on this thread only where they are needed. */
const userAgentRules = () => import('./user-agent');

/** The phone check on this thread; if the parser's chunk cannot be loaded, the desktop site rather than no page at all. */
function mobileHere(ua: string): Promise<boolean> {
  return userAgentRules().then(
    ({ isMobileUserAgent }) => isMobileUserAgent(ua),
    () => false,
  );
}

/** The browser's verdict of the boot's worker, undefined when it gave none; kept for the prompt's check. */
let judged: { ua: string; supported: Promise<boolean | undefined> } | undefined;

/**
 * Whether `ua` is a phone's, judged by a worker while the boot's other steps run on the main thread; the worker judges
 * the browser too (`browserSupported`). Judged on the main thread instead where there is no worker, when the worker
 * fails (its script not loaded, say) or when it has not answered within DEVICE_VERDICT_TIMEOUT_MS.
 */
export function mobileVerdict(ua: string, createWorker: VerdictWorkerFactory = verdictWorker): Promise<boolean> {
  let worker: ReturnType<VerdictWorkerFactory>;
  try {
    worker = createWorker();
  } catch {
    worker = undefined;
  }
  if (!worker) {
    judged = undefined;
    return mobileHere(ua);
  }
  const started = worker;
  let answerMobile: (mobile: boolean | Promise<boolean>) => void = () => undefined;
  let answerSupported: (supported: boolean | undefined) => void = () => undefined;
  const mobile = new Promise<boolean>((resolve) => (answerMobile = resolve));
  const supported = new Promise<boolean | undefined>((resolve) => (answerSupported = resolve));
  let mobileSettled = false;
  const settleMobile = (value: () => boolean | Promise<boolean>) => {
    if (mobileSettled) return;
    mobileSettled = true;
    answerMobile(value());
  };
  // The last answer, or the lack of one: whatever is still open is judged here (the phone) or left to the prompt's
  // own check (the browser), and the worker ends.
  const end = (browser: boolean | undefined) => {
    clearTimeout(timer);
    started.terminate();
    settleMobile(() => mobileHere(ua));
    answerSupported(browser);
  };
  const timer = setTimeout(() => end(undefined), DEVICE_VERDICT_TIMEOUT_MS);
  started.onmessage = (event: MessageEvent<unknown>) => {
    const data = typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {};
    // Anything but `mobile: true` is a desktop, as anything but a boolean leaves the browser to the prompt's check.
    if ('mobile' in data) settleMobile(() => data.mobile === true);
    else end(typeof data.supported === 'boolean' ? data.supported : undefined);
  };
  started.onerror = () => end(undefined);
  started.postMessage(ua);
  judged = { ua, supported };
  return mobile;
}

/**
 * Whether the browser of `ua` is on the allow-list (rule LINK-8): the boot's worker's verdict when it judged this user
 * agent, else judged here. If the parser's chunk cannot be loaded, supported: the prompt is advice, not a gate.
 */
export async function browserSupported(ua: string): Promise<boolean> {
  const known = judged?.ua === ua ? await judged.supported : undefined;
  if (known !== undefined) return known;
  return userAgentRules().then(
    ({ isSupportedBrowser }) => isSupportedBrowser(ua),
    () => true,
  );
}
