// The first screen's large chunks evaluate in slices, each in a task of its own (issue 24, docs/decisions/092).
//
// A static module graph is evaluated in one task: on the job list ~35 ms here, 130–200 ms at Lighthouse's 4× CPU
// slowdown, all of it blocking input once the HTML's first screen has painted. This plugin ends a slice of a chunk's
// top-level code every `sliceBytes` with a top-level `await` of the next task. Only top-level statement boundaries are
// used (the chunk is parsed), so no module's own code is split; a module's code runs exactly as before, only later.
// A chunk with a top-level await is evaluated asynchronously: the chunks that import it wait for it, as they already
// waited for its code to run, so the order of evaluation is the same.
import type { Plugin } from 'vite';

/**
 * What ends a slice: a message to itself, delivered in a task of its own (as React's scheduler yields). Not a timeout:
 * browsers clamp the sixth nested one to 4 ms. Not `scheduler.yield()`: in Chromium its continuations ran inside the
 * same long task as the evaluation (measured: the first task 141–260 ms against 63–112 ms with a task boundary).
 */
export const YIELD_STATEMENT =
  'await new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(undefined); channel.port2.postMessage(null); });\n';

/**
 * `code` with `YIELD_STATEMENT` before the first top-level statement that starts at least `sliceBytes` after the
 * previous slice's start, and before the first statement too (the chunks it imports then evaluate in a task before
 * its own). `starts` are the offsets of the top-level statements, ascending.
 */
export function sliceAtStatements(code: string, starts: readonly number[], sliceBytes: number): { code: string; slices: number } {
  if (starts.length === 0) return { code, slices: 1 };
  const cuts: number[] = [starts[0]];
  let sliceStart = starts[0];
  for (const start of starts.slice(1)) {
    if (start - sliceStart >= sliceBytes) {
      cuts.push(start);
      sliceStart = start;
    }
  }
  let out = '';
  let from = 0;
  for (const cut of cuts) {
    out += code.slice(from, cut) + YIELD_STATEMENT;
    from = cut;
  }
  return { code: out + code.slice(from), slices: cuts.length + 1 };
}

/** Slices the chunks named `chunkNames` (Rolldown's chunk names) every `sliceBytes` of code. */
export function yieldingEvaluation(chunkNames: readonly string[], sliceBytes: number): Plugin {
  return {
    name: 'yielding-evaluation',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      const program = this.parse(code) as unknown as { body: { type: string; start: number }[] };
      // Imports are hoisted and exports are declarations: the slices are cut between the statements that run.
      const starts = program.body
        .filter((node) => !/^(Import|Export(Named|All))Declaration$/.test(node.type))
        .map((node) => node.start);
      const sliced = sliceAtStatements(code, starts, sliceBytes);
      return { code: sliced.code, map: null };
    },
  };
}
