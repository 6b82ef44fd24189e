import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server, resetMockDb } from '@/mocks/node';

// Pages render lazily against the mock backend; on a busy 2-core machine the first paint of a page can take
// more than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // Tests run as a visitor who prefers reduced motion: antd then skips animations that would
    // otherwise finish outside act() after a test ends.
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
const computed = window.getComputedStyle;
window.getComputedStyle = (el: Element) => computed(el);

// A test fails on an unexpected console.error (house style).
const originalError = console.error;
let unexpectedErrors: unknown[][] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args);
    originalError(...args);
  };
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
afterAll(() => {
  server.close();
  console.error = originalError;
});

/** Lets a test declare a console.error it expects (e.g. an error boundary catching). */
export function expectConsoleError(): void {
  unexpectedErrors = [];
}
