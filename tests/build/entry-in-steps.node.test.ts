import { evaluationOrder, importsInSteps, specifierOf } from '../../build/entry-in-steps';
import { YIELD_STATEMENT } from '../../build/yielding-evaluation';

describe('evaluationOrder', () => {
  // The shell's graph as the build makes it: the shell imports the runtime, react and the vendor chunk; the vendor
  // chunk react-dom's start as well.
  const graph: Record<string, string[]> = {
    'assets/shell.js': ['assets/runtime.js', 'assets/react.js', 'assets/vendor.js'],
    'assets/vendor.js': ['assets/runtime.js', 'assets/react.js', 'assets/react-dom-start.js'],
    'assets/react.js': ['assets/runtime.js'],
    'assets/react-dom-start.js': ['assets/react.js'],
    'assets/runtime.js': [],
  };
  const importsOf = (file: string) => graph[file] ?? [];

  it('puts every chunk after the chunks it imports, in their import order, as the browser evaluates them', () => {
    expect(evaluationOrder(['assets/shell.js'], importsOf)).toEqual([
      'assets/runtime.js',
      'assets/react.js',
      'assets/react-dom-start.js',
      'assets/vendor.js',
      'assets/shell.js',
    ]);
  });

  it('names a chunk imported twice once, at its first place, and ends cycles instead of following them', () => {
    const cyclic: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: [] };
    expect(evaluationOrder(['a', 'c'], (file) => cyclic[file] ?? [])).toEqual(['c', 'b', 'a']);
  });
});

describe('importsInSteps', () => {
  it('imports each chunk in turn, a task apart', () => {
    expect(importsInSteps(['./a.js', './b.js'])).toBe(`await import("./a.js");\n${YIELD_STATEMENT}await import("./b.js");\n`);
  });

  it('waits for each import before asking for the next', async () => {
    const started: string[] = [];
    let finishFirst: (() => void) | undefined;
    const load = (specifier: string) => {
      started.push(specifier);
      return specifier === './a.js' ? new Promise<void>((resolve) => (finishFirst = resolve)) : Promise.resolve();
    };
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      name: string,
      body: string,
    ) => (load: (specifier: string) => Promise<void>) => Promise<void>;
    // The generated code with `import` renamed to a function the test controls.
    const body = importsInSteps(['./a.js', './b.js']).replaceAll('await import(', 'await load(');
    const run = new AsyncFunction('load', body)(load);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(started).toEqual(['./a.js']);
    finishFirst?.();
    await run;
    expect(started).toEqual(['./a.js', './b.js']);
  });
});

describe('specifierOf', () => {
  it('names a chunk relative to the importing chunk, always as a relative specifier', () => {
    expect(specifierOf('assets', 'assets/shell-abc.js')).toBe('./shell-abc.js');
    expect(specifierOf('assets/entries', 'assets/shell-abc.js')).toBe('../shell-abc.js');
    expect(specifierOf('.', 'shell.js')).toBe('./shell.js');
  });
});
