// The shell's library chunks: the codeSplitting groups of vite.config.ts (docs/decisions/017, 091). A landing page's
// first screen preloads them at low priority (build/first-screen.ts, docs/decisions/096).
export const LIBRARY_CHUNKS = {
  /** react-dom, react and the scheduler. */
  react: 'react',
  /** The module that first runs react-dom's client, a few bytes (docs/decisions/091). */
  reactDomStart: 'react-dom-start',
  /** Every other package of the first load. */
  vendor: 'vendor',
} as const;
