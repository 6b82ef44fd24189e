import { sliceAtStatements, YIELD_STATEMENT } from '../../build/yielding-evaluation';

describe('sliceAtStatements', () => {
  const code = 'a();b();c();d();';
  const starts = [0, 4, 8, 12];

  it('yields before the first statement and then every slice of at least sliceBytes, only at statement starts', () => {
    const sliced = sliceAtStatements(code, starts, 8);
    expect(sliced.code).toBe(`${YIELD_STATEMENT}a();b();${YIELD_STATEMENT}c();d();`);
    expect(sliced.slices).toBe(3);
  });

  it('never cuts inside a statement, however small the slice', () => {
    const sliced = sliceAtStatements(code, starts, 1);
    expect(sliced.code.split(YIELD_STATEMENT)).toEqual(['', 'a();', 'b();', 'c();', 'd();']);
  });

  it('keeps a chunk shorter than a slice whole after its first yield, and leaves code without statements alone', () => {
    expect(sliceAtStatements(code, starts, 1000).code).toBe(`${YIELD_STATEMENT}${code}`);
    expect(sliceAtStatements('export {};', [], 8)).toEqual({ code: 'export {};', slices: 1 });
  });

  it('resumes only when its message to itself arrives, in a task of its own', async () => {
    let deliver: (() => void) | undefined;
    class HeldChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => (deliver = () => this.port1.onmessage?.()) };
    }
    vi.stubGlobal('MessageChannel', HeldChannel);
    try {
      const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => () => Promise<void>;
      let resumed = false;
      const run = new AsyncFunction(YIELD_STATEMENT)().then(() => {
        resumed = true;
      });
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
      expect(resumed).toBe(false);
      deliver?.();
      await run;
      expect(resumed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
