import { isMobileUserAgent } from './user-agent';

/** How long the boot waits for the worker's answer before judging on the main thread (ms). */
export const MOBILE_VERDICT_TIMEOUT_MS = 2000;

/** The worker that judges a user agent, or undefined where the browser has no workers. */
export type VerdictWorkerFactory = () => Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'> | undefined;

function verdictWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  // A classic worker (Vite bundles it as one script): module workers came to Firefox only in version 114.
  return new Worker(new URL('./device-verdict.worker.ts', import.meta.url));
}

/**
 * Whether `ua` is a phone's (`isMobileUserAgent`), judged by a worker while the boot's other steps run on the main
 * thread (docs/decisions/116). Judged on the main thread instead where there is no worker, when the worker fails (its
 * script not loaded, say) or when it has not answered within MOBILE_VERDICT_TIMEOUT_MS.
 */
export function mobileVerdict(ua: string, createWorker: VerdictWorkerFactory = verdictWorker): Promise<boolean> {
  let worker: ReturnType<VerdictWorkerFactory>;
  try {
    worker = createWorker();
  } catch {
    worker = undefined;
  }
  if (!worker) return Promise.resolve(isMobileUserAgent(ua));
  const started = worker;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (mobile: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      started.terminate();
      resolve(mobile);
    };
    const timer = setTimeout(() => settle(isMobileUserAgent(ua)), MOBILE_VERDICT_TIMEOUT_MS);
    started.onmessage = (event: MessageEvent<unknown>) => settle(event.data === true);
    started.onerror = () => settle(isMobileUserAgent(ua));
    started.postMessage(ua);
  });
}
