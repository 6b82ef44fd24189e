import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Sends the calls held by holdCalls() (and lets later ones through). */
    __releaseHeldCalls?: () => void;
    /** How many calls holdCalls() is holding. */
    __heldCallCount?: () => number;
  }
}

/** Calls held back by holdCalls(), released on demand. */
export interface HeldCalls {
  /** Resolves once at least one call is held: the page is waiting for its answer. */
  waitUntilHeld: () => Promise<void>;
  /** Sends the held calls (and every later one): the mock backend answers them as usual. */
  release: () => Promise<void>;
}

/**
 * Holds back, on every page load from now on, the API calls whose URL contains `match` (the mock's fault
 * switches use the same kind of match), so a page stays in its loading state — a delayed answer — for as long
 * as a check needs: the mock's `slow` fault answers after 5 s, which a full axe run on a busy machine can
 * outlast. The calls are made with XMLHttpRequest (axios) or fetch; a held call is sent when released, and the
 * mock backend then answers it like any other.
 */
export async function holdCalls(page: Page, match: string): Promise<HeldCalls> {
  await page.addInitScript((substring) => {
    const held: Array<() => void> = [];
    // Released stays released over a reload of the tab: a state checked after the loading one may reload the page.
    const RELEASED_KEY = '__heldCallsReleased';
    let released = window.sessionStorage.getItem(RELEASED_KEY) === '1';
    window.__releaseHeldCalls = () => {
      released = true;
      window.sessionStorage.setItem(RELEASED_KEY, '1');
      for (const send of held.splice(0)) send();
    };
    window.__heldCallCount = () => held.length;
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      open.apply(this, args);
    } as XMLHttpRequest['open'];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (!released && (urls.get(this) ?? '').includes(substring)) held.push(() => send.call(this, body));
      else send.call(this, body);
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (released || !url.includes(substring)) return fetch(input, init);
      return new Promise<Response>((resolve, reject) => held.push(() => fetch(input, init).then(resolve, reject)));
    };
  }, match);
  return {
    waitUntilHeld: async () => {
      await expect
        .poll(() => page.evaluate(() => window.__heldCallCount?.() ?? 0), { message: `a call to ${match} is made` })
        .toBeGreaterThan(0);
    },
    release: async () => {
      await page.evaluate(() => window.__releaseHeldCalls?.());
    },
  };
}

/**
 * Holds back the download of the code chunks whose URL matches `pattern` (a page's lazily loaded code), so the
 * placeholder that stands in while the code loads stays on screen until released.
 */
export async function holdChunks(page: Page, pattern: RegExp): Promise<HeldCalls> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  // On the context: once the mock's service worker controls the page, the page's requests pass through it, and
  // only the context's routes see them.
  await page.context().route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return {
    waitUntilHeld: async () => {
      await expect.poll(() => held, { message: `a code chunk matching ${pattern} is requested` }).toBeGreaterThan(0);
    },
    release: async () => {
      release();
    },
  };
}
