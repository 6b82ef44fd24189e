import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { AFTER_PAINT_HASH, AFTER_PAINT_SOURCE, VERDICT_WORKER_GLOBAL, afterPaint } from '../../build/after-paint.mjs';

type Observed = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A page holding a template and its starter, in jsdom; `paint` lets a test stand in for the browser's paint timing. */
function pageWith(options: {
  visible: boolean;
  paint?: { supported: boolean; observers: Observed[] };
  content?: string;
  /** The worker's script to start, and the stand-in Worker class the page gets (jsdom has none). */
  worker?: { url: string; Worker?: new (url: string) => object };
}) {
  const content = options.content ?? '<meta name="added">';
  const html = `<!doctype html><html><head>${afterPaint('later', content, options.worker?.url)}</head><body></body></html>`;
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: options.visible,
    beforeParse(window) {
      if (options.worker?.Worker) Object.assign(window, { Worker: options.worker.Worker });
      const { paint } = options;
      if (!paint) return;
      const { observers, supported } = paint;
      class FakeObserver {
        static supportedEntryTypes = supported ? ['paint', 'resource'] : ['resource'];
        constructor(private readonly callback: Observed) {}
        observe() {
          observers.push(this.callback);
        }
      }
      Object.assign(window, { PerformanceObserver: FakeObserver });
      // No paint has been reported yet (jsdom's performance has no entries API).
      Object.assign(window.performance, { getEntriesByName: () => [] });
    },
  });
  return {
    dom,
    added: () => dom.window.document.head.querySelectorAll('meta[name="added"]').length,
    /** The names of the head's `meta` elements the template added, in order. */
    names: () => [...dom.window.document.head.querySelectorAll('meta[name]')].map((meta) => meta.getAttribute('name')),
  };
}

/** A template like a record table page's: two chunks at their own priority and ten needed later. */
const MIXED =
  '<meta name="now-1"><meta name="now-2">' +
  Array.from({ length: 10 }, (_, index) => `<meta name="low-${index + 1}" fetchpriority="low">`).join('');
const paintReported = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };

describe('the after-paint starter (docs/decisions/122)', () => {
  it('is named by the hash the CSP allows (deploy/nginx/render.mjs; e2e-nginx/config.spec.ts checks the policy)', () => {
    expect(AFTER_PAINT_HASH).toBe(`'sha256-${createHash('sha256').update(AFTER_PAINT_SOURCE).digest('base64')}'`);
  });

  it('adds its template to the head at once in a page that is not visible (no paint comes to a background tab)', () => {
    const observers: Observed[] = [];
    expect(pageWith({ visible: false, paint: { supported: true, observers } }).added()).toBe(1);
    expect(observers).toHaveLength(0);
  });

  it('adds it at once where the browser reports no paints', () => {
    expect(pageWith({ visible: true, paint: { supported: false, observers: [] } }).added()).toBe(1);
  });

  it('otherwise waits for the first contentful paint, and adds it once', () => {
    const observers: Observed[] = [];
    const page = pageWith({ visible: true, paint: { supported: true, observers } });
    expect(page.added()).toBe(0);
    expect(observers).toHaveLength(1);
    const disconnect = vi.fn();
    observers[0]({ getEntriesByName: () => [] }, { disconnect });
    expect(page.added()).toBe(0);
    observers[0]({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
    expect(page.added()).toBe(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
    // The visibility changing afterwards adds nothing again.
    page.dom.window.document.dispatchEvent(new page.dom.window.Event('visibilitychange'));
    expect(page.added()).toBe(1);
    page.dom.window.close();
  });

  it('adds the low-priority elements after the others, four per task, in their order', () => {
    const observers: Observed[] = [];
    const page = pageWith({ visible: true, paint: { supported: true, observers }, content: MIXED });
    // The page's timers are held here and run one by one, as the tasks they are: each step's additions are counted.
    const { window } = page.dom;
    const pending: (() => void)[] = [];
    window.setTimeout = ((callback: () => void) => {
      pending.push(callback);
      return pending.length;
    }) as typeof window.setTimeout;
    observers[0](paintReported, { disconnect: vi.fn() });
    expect(page.names()).toEqual(['now-1', 'now-2']);
    const steps: number[] = [];
    while (pending.length > 0) {
      const before = page.names().length;
      pending.shift()?.();
      steps.push(page.names().length - before);
    }
    expect(steps).toEqual([4, 4, 2]);
    expect(page.names()).toEqual(['now-1', 'now-2', ...Array.from({ length: 10 }, (_, index) => `low-${index + 1}`)]);
    window.close();
  });

  it('adds the low-priority elements at once in a page that is not visible', () => {
    const page = pageWith({ visible: false, paint: { supported: true, observers: [] }, content: MIXED });
    expect(page.names()).toHaveLength(12);
    page.dom.window.close();
  });

  it('adds it when the visibility changes before any paint', () => {
    const observers: Observed[] = [];
    const page = pageWith({ visible: true, paint: { supported: true, observers } });
    page.dom.window.document.dispatchEvent(new page.dom.window.Event('visibilitychange'));
    expect(page.added()).toBe(1);
    page.dom.window.close();
  });

  describe("with the phone check's worker (docs/decisions/130)", () => {
    /** A stand-in Worker class recording the scripts it was started with. */
    function workers() {
      const started: { url: string; worker: { onerror: (() => void) | null } }[] = [];
      class StandIn {
        onerror: (() => void) | null = null;
        constructor(url: string) {
          started.push({ url, worker: this });
        }
      }
      return { started, Worker: StandIn };
    }
    const URL_OF_WORKER = '/recruit-web/assets/device-verdict.worker-abc.js';

    it('starts it at the first paint, once, and leaves it for the app', () => {
      const observers: Observed[] = [];
      const stand = workers();
      const page = pageWith({
        visible: true,
        paint: { supported: true, observers },
        worker: { url: URL_OF_WORKER, Worker: stand.Worker },
      });
      const scope = page.dom.window as unknown as Record<string, unknown>;
      expect(stand.started).toEqual([]);
      observers[0](paintReported, { disconnect: vi.fn() });
      expect(stand.started.map((entry) => entry.url)).toEqual([URL_OF_WORKER]);
      expect(scope[VERDICT_WORKER_GLOBAL]).toBe(stand.started[0].worker);
      page.dom.window.document.dispatchEvent(new page.dom.window.Event('visibilitychange'));
      expect(stand.started).toHaveLength(1);
      // Its script failing before the app took it: the app is told to start its own.
      stand.started[0].worker.onerror?.();
      expect(scope[VERDICT_WORKER_GLOBAL]).toBe(0);
      page.dom.window.close();
    });

    it('starts none without the attribute, or where the browser has no workers', () => {
      const stand = workers();
      const page = pageWith({ visible: false, worker: { url: '', Worker: stand.Worker } });
      expect(stand.started).toEqual([]);
      page.dom.window.close();
      const bare = pageWith({ visible: false, worker: { url: URL_OF_WORKER } });
      expect(bare.added()).toBe(1);
      expect(VERDICT_WORKER_GLOBAL in bare.dom.window).toBe(false);
      bare.dom.window.close();
    });
  });
});
