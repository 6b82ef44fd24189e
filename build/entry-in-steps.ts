// The entry links the shell's chunks one at a time, each in a task of its own (issue 24, docs/decisions/123).
//
// A module script's static imports are one graph to the browser: once the last module has arrived, Chromium links the
// whole graph (the shell, react, react-dom's start, the vendor chunk: ~1 MB of code) in one task, and only then
// evaluates it. In Lighthouse's runs that task took 20–38 ms (its tracing records every script and function the linking
// compiles), which its mobile preset counts four times over after the first paint. Here the entry imports nothing
// statically: it asks for the same chunks with `import()`, one after another in the order the browser would have
// evaluated them, a task apart. Each then links and evaluates alone; the modules, their order and their code are the
// same, and the requests were made already (the page's HTML preloads every one of them).
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { YIELD_STATEMENT } from './yielding-evaluation.ts';

/**
 * The chunks `roots` import statically, directly or not, in the order a browser evaluates them: each after the chunks
 * it imports, in the order it imports them, and each once.
 */
export function evaluationOrder(roots: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of importsOf(file)) visit(imported);
    order.push(file);
  };
  for (const root of roots) visit(root);
  return order;
}

/** `await import(…)` of each specifier in turn, a task apart (`YIELD_STATEMENT` between two). */
export function importsInSteps(specifiers: readonly string[]): string {
  return specifiers.map((specifier) => `await import(${JSON.stringify(specifier)});\n`).join(YIELD_STATEMENT);
}

/** How a chunk in `fromDir` names the chunk file `file`, both relative to the output directory. */
export function specifierOf(fromDir: string, file: string): string {
  const relative = posix.relative(fromDir, file);
  return relative.startsWith('../') ? relative : `./${relative}`;
}

interface ImportNode {
  type: string;
  start: number;
  end: number;
  specifiers?: unknown[];
}

/** Turns the static imports of the entry chunk named `entryName` into `importsInSteps` of its whole static graph. */
export function entryInSteps(entryName: string): Plugin {
  return {
    name: 'entry-in-steps',
    // The browser's build only: a server-side build (the mock backend's handlers for nginx) runs in Node.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry || chunk.name !== entryName || chunk.imports.length === 0) return null;
      const program = this.parse(code) as unknown as { body: ImportNode[] };
      const declarations = program.body.filter((node) => node.type === 'ImportDeclaration');
      // An import that binds names could not wait for a dynamic one: the entry has to stay a bare `import "./shell.js"`.
      if (declarations.length !== chunk.imports.length || declarations.some((node) => node.specifiers?.length)) {
        throw new Error(`entry-in-steps: the entry "${entryName}" must import its chunks for their effect only`);
      }
      const order = evaluationOrder(chunk.imports, (file) => meta.chunks[file]?.imports ?? []);
      const dir = posix.dirname(chunk.fileName);
      let rest = code;
      for (const node of [...declarations].reverse()) rest = rest.slice(0, node.start) + rest.slice(node.end);
      return { code: importsInSteps(order.map((file) => specifierOf(dir, file))) + rest, map: null };
    },
  };
}
