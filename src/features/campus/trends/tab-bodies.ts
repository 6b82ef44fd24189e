import type { ComponentType } from 'react';
import { preloadableLazy } from '@/lib/routing';
import { parseTab, type TrendsTab } from './trends-search';

/** A tab module's component, loaded lazily and ahead of rendering (as a route's page is). */
function tabBody(load: () => Promise<ComponentType>) {
  const loadModule = async (): Promise<{ default: ComponentType }> => ({ default: await load() });
  return preloadableLazy(loadModule);
}

/**
 * Each tab's body in a chunk of its own: the talk overview's first load no longer brings the answers' HTML sanitiser,
 * the collapse of the Q&A or the notices' list (docs/decisions/133). The open tab's code loads with the page, before its
 * first render (`preloadTabOf`, the route's `preloadFor`), so a first screen from HTML is replaced by the tab itself; a
 * switch to another tab keeps the one shown until the new one's code is here (the router's navigations are transitions).
 */
export const TAB_BODIES = {
  process: tabBody(() => import('./process-tab').then((module) => module.ProcessTab)),
  talks: tabBody(() => import('./talks-tab').then((module) => module.TalksTab)),
  notices: tabBody(() => import('./notices-tab').then((module) => module.NoticesTab)),
  qa: tabBody(() => import('./qa-tab').then((module) => module.QaTab)),
} satisfies Record<TrendsTab, unknown>;

/** Loads the code of the tab an address's query opens (`?tab=`; the process without one). */
export function preloadTabOf(query: URLSearchParams): Promise<void> {
  return TAB_BODIES[parseTab(query.get('tab'))].preload();
}
