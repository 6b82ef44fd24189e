import type { BusinessName, RecruitType } from '@/lib/config/business';
import { ROUTE_CATALOGUE, type PageName, type PageTitleLookup } from '@/lib/routing';
import { CANDIDATE_PAGES } from './candidate';
import { INTERVIEW_PAGES } from './interview';
import { STAFF_PAGES } from './staff';
import { factsOf, type PageFacts, type PageOffers, type PageRegistry } from './types';

export { CANDIDATE_PAGES } from './candidate';
export { INTERVIEW_PAGES } from './interview';
export { STAFF_PAGES } from './staff';
export * from './types';

/** The page registry of each business. */
export const PAGE_REGISTRY: { [B in BusinessName]: PageRegistry<B> } = {
  candidate: CANDIDATE_PAGES,
  staff: STAFF_PAGES,
  interview: INTERVIEW_PAGES,
};

export interface OfferedPage<B extends BusinessName> {
  page: PageName<B>;
  facts: Omit<PageFacts, 'perRecruitType'>;
}

/**
 * The pages a tab bar, user-card menu or footer offers, in the registry's order: the business's top-level pages, or
 * with a recruit type the pages the catalogue has under it.
 */
export function pagesOfferedIn<B extends BusinessName>(
  business: B,
  place: keyof PageOffers,
  recruitType?: RecruitType,
): OfferedPage<B>[] {
  const registry: PageRegistry<B> = PAGE_REGISTRY[business];
  const section: readonly string[] = recruitType ? ROUTE_CATALOGUE[business][recruitType] : ROUTE_CATALOGUE[business].top;
  return (Object.keys(registry) as PageName<B>[])
    .filter((page) => section.includes(page))
    .map((page) => ({ page, facts: factsOf(registry[page], recruitType) }))
    .filter(({ facts }) => facts.offeredIn?.[place]);
}

/**
 * A page's title, a recruit type's own where the registry gives one: the lookup the app provides to lib/routing's
 * `usePageTitleOf`, so a feature names another page (a quick link, a button) without writing its title again.
 */
export const pageTitleOf: PageTitleLookup = (business, page, recruitType) => {
  const registry: PageRegistry<typeof business> = PAGE_REGISTRY[business];
  return factsOf(registry[page], recruitType).title;
};
