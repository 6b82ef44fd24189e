// The shell's library chunks: the codeSplitting groups of vite.config.ts (docs/decisions/017, 091). A landing page's
// first screen asks for them after its first paint (build/first-screen.ts, docs/decisions/096, 122).
export const LIBRARY_CHUNKS = {
  /** react-dom, react and the scheduler. */
  react: 'react',
  /** The module that first runs react-dom's client, a few bytes (docs/decisions/091). */
  reactDomStart: 'react-dom-start',
  /** Every other package of the first load. */
  vendor: 'vendor',
} as const;

/**
 * The app's own modules of the first load (everything under `src` the entry imports statically), one chunk: it keeps
 * the page's priority, since the take-over cannot start without it (docs/decisions/108).
 */
export const SHELL_CHUNK = 'shell';
