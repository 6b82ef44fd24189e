import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_VERDICT_TIMEOUT_MS,
  VERDICT_WORKER_GLOBAL,
  browserSupported,
  mobileVerdict,
  startedVerdictWorker,
  type VerdictWorkerFactory,
} from '@/lib/device/device-verdict';
import { AFTER_PAINT_SOURCE, VERDICT_WORKER_GLOBAL as BUILD_VERDICT_WORKER_GLOBAL } from '../../../build/after-paint.mjs';
import { UA } from './user-agents';

/** A stand-in for the worker: records what it was sent and answers when told to. */
function fakeWorker() {
  const sent: unknown[] = [];
  let terminated = false;
  const worker = {
    onmessage: null as ((event: MessageEvent<unknown>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: (message: unknown) => void sent.push(message),
    terminate: () => {
      terminated = true;
    },
  };
  return {
    factory: (() => worker as unknown as Worker) satisfies VerdictWorkerFactory,
    sent,
    terminated: () => terminated,
    answer: (data: unknown) => worker.onmessage?.({ data } as MessageEvent<unknown>),
    fail: () => worker.onerror?.({} as ErrorEvent),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('mobileVerdict (rules LINK-4, LINK-5, off the main thread)', () => {
  it('sends the user agent to the worker and takes its phone check without waiting for the browser', async () => {
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.chrome120, worker.factory);
    expect(worker.sent).toEqual([UA.chrome120]);
    worker.answer({ mobile: true });
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(false);
    worker.answer({ supported: true });
    expect(worker.terminated()).toBe(true);
  });

  it('counts anything but mobile: true from the worker as a desktop', async () => {
    for (const answer of [{ mobile: 'yes' }, { mobile: 1 }]) {
      const worker = fakeWorker();
      const verdict = mobileVerdict(UA.iPhoneSafari, worker.factory);
      worker.answer(answer);
      await expect(verdict).resolves.toBe(false);
      worker.answer({ supported: true });
      expect(worker.terminated()).toBe(true);
    }
  });

  it('judges on the main thread where there is no worker, or none can be made', async () => {
    await expect(mobileVerdict(UA.iPhoneSafari, () => undefined)).resolves.toBe(true);
    await expect(
      mobileVerdict(UA.chrome120, () => {
        throw new Error('blocked');
      }),
    ).resolves.toBe(false);
  });

  it('judges on the main thread when the worker fails, and ignores a late answer', async () => {
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.androidChrome, worker.factory);
    worker.fail();
    worker.answer({ mobile: false });
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(true);
  });

  it('judges on the main thread when the worker has not answered in time', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.iPhoneWeChat, worker.factory);
    vi.advanceTimersByTime(DEVICE_VERDICT_TIMEOUT_MS);
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(true);
  });

  it('judges the phone on the main thread when the worker gave the browser without the phone', async () => {
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.iPhoneSafari, worker.factory);
    worker.answer({ supported: true });
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(true);
  });
});

describe('browserSupported (rule LINK-8)', () => {
  it("takes the boot's worker's verdict for the user agent it judged", async () => {
    const worker = fakeWorker();
    void mobileVerdict(UA.chrome120, worker.factory);
    worker.answer({ mobile: false });
    const verdict = browserSupported(UA.chrome120);
    // The worker's word, even where the rules here would say otherwise: it ran the same rules on the same agent.
    worker.answer({ supported: false });
    await expect(verdict).resolves.toBe(false);
  });

  it('judges here an agent the worker did not judge, or judged without a boolean, or never answered', async () => {
    const other = fakeWorker();
    void mobileVerdict(UA.chrome120, other.factory);
    other.answer({ mobile: false });
    other.answer({ supported: true });
    await expect(browserSupported(UA.ie11)).resolves.toBe(false);

    const odd = fakeWorker();
    void mobileVerdict(UA.ie11, odd.factory);
    odd.answer({ mobile: false });
    odd.answer({ supported: 'no' });
    await expect(browserSupported(UA.ie11)).resolves.toBe(false);

    vi.useFakeTimers();
    const silent = fakeWorker();
    void mobileVerdict(UA.chrome120, silent.factory);
    const verdict = browserSupported(UA.chrome120);
    vi.advanceTimersByTime(DEVICE_VERDICT_TIMEOUT_MS);
    vi.useRealTimers();
    await expect(verdict).resolves.toBe(true);
  });

  it('judges here when the boot had no worker', async () => {
    void mobileVerdict(UA.ie11, () => undefined);
    await expect(browserSupported(UA.ie11)).resolves.toBe(false);
  });
});

describe('the verdict worker', () => {
  it('answers the phone check first, then the browser', async () => {
    const scope = globalThis as unknown as { onmessage?: unknown; postMessage?: unknown };
    const posted: unknown[] = [];
    scope.postMessage = (message: unknown) => void posted.push(message);
    try {
      await import('@/lib/device/device-verdict.worker');
      (scope.onmessage as (event: { data: unknown }) => void)({ data: UA.iPhoneSafari });
      (scope.onmessage as (event: { data: unknown }) => void)({ data: UA.ie11 });
      (scope.onmessage as (event: { data: unknown }) => void)({ data: 42 });
      expect(posted).toEqual([
        { mobile: true },
        { supported: true },
        { mobile: false },
        { supported: false },
        { mobile: false },
        { supported: false },
      ]);
    } finally {
      delete scope.onmessage;
      delete scope.postMessage;
    }
  });
});

describe('the worker a landing page started (docs/decisions/130)', () => {
  /** A stand-in for the browser's Worker class: node has none. */
  class StandInWorker {}

  it('is taken once, and only if it is a worker', () => {
    vi.stubGlobal('Worker', StandInWorker);
    try {
      const started = new StandInWorker();
      const scope: Record<string, unknown> = { [VERDICT_WORKER_GLOBAL]: started };
      expect(startedVerdictWorker(scope)).toBe(started);
      expect(VERDICT_WORKER_GLOBAL in scope).toBe(false);
      expect(startedVerdictWorker(scope)).toBeUndefined();
      // The starter leaves 0 when the worker's script failed before the app took it: the app starts its own.
      expect(startedVerdictWorker({ [VERDICT_WORKER_GLOBAL]: 0 })).toBeUndefined();
      expect(startedVerdictWorker({ [VERDICT_WORKER_GLOBAL]: { postMessage: () => undefined } })).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is left alone where the browser has no workers', () => {
    expect(startedVerdictWorker({ [VERDICT_WORKER_GLOBAL]: new StandInWorker() })).toBeUndefined();
  });

  it('is left by the starter under the name the app reads', () => {
    expect(AFTER_PAINT_SOURCE).toContain(`window.${VERDICT_WORKER_GLOBAL}=w`);
    expect(BUILD_VERDICT_WORKER_GLOBAL).toBe(VERDICT_WORKER_GLOBAL);
  });
});
