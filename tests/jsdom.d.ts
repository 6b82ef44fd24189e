// The part of jsdom's API the tests use beyond vitest's environment (jsdom 29 ships no types, and @types/jsdom has none
// for 29): a page of its own whose inline scripts run (tests/build/after-paint.node.test.ts).
declare module 'jsdom' {
  export interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
    beforeParse?: (window: Window & typeof globalThis) => void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
