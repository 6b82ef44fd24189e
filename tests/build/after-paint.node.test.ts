import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { AFTER_PAINT_HASH, AFTER_PAINT_SOURCE, afterPaint } from '../../build/after-paint.mjs';

type Observed = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A page holding a template and its starter, in jsdom; `paint` lets a test stand in for the browser's paint timing. */
function pageWith(options: { visible: boolean; paint?: { supported: boolean; observers: Observed[] }; content?: string }) {
  const content = options.content ?? '<meta name="added">';
  const html = `<!doctype html><html><head>${afterPaint('later', content)}</head><body></body></html>`;
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: options.visible,
    beforeParse(window) {
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
});
