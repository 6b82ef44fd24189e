import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_VERDICT_TIMEOUT_MS, mobileVerdict, type VerdictWorkerFactory } from '@/lib/device/mobile-verdict';
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
  it('sends the user agent to the worker, takes its answer and ends the worker', async () => {
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.chrome120, worker.factory);
    expect(worker.sent).toEqual([UA.chrome120]);
    worker.answer(true);
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(true);
  });

  it('counts anything but true from the worker as a desktop', async () => {
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.iPhoneSafari, worker.factory);
    worker.answer('yes');
    await expect(verdict).resolves.toBe(false);
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
    worker.answer(false);
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(true);
  });

  it('judges on the main thread when the worker has not answered in time', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const verdict = mobileVerdict(UA.iPhoneWeChat, worker.factory);
    vi.advanceTimersByTime(MOBILE_VERDICT_TIMEOUT_MS);
    await expect(verdict).resolves.toBe(true);
    expect(worker.terminated()).toBe(true);
  });
});
