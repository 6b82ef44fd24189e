import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { BusinessName, RecruitType } from '@/lib/config/business';
import type { PageName } from './catalogue';
import { useRouteContext, type PathOptions } from './route-context';

/**
 * A page's title as the page registry writes it (decision 062), a recruit type's own where it has one. The registry
 * lives in `src/app`, which `lib` and features may not import: the app provides this lookup (`PageTitlesProvider`).
 */
export type PageTitleLookup = <B extends BusinessName>(business: B, page: PageName<B>, recruitType?: RecruitType) => string;

const PageTitlesContext = createContext<PageTitleLookup | undefined>(undefined);

/** Provided once by the app, around every route, header and footer, with the page registry's lookup. */
export function PageTitlesProvider({ titleOf, children }: { titleOf: PageTitleLookup; children: ReactNode }) {
  return <PageTitlesContext.Provider value={titleOf}>{children}</PageTitlesContext.Provider>;
}

/** Gives the title of a page: of the current route's business and recruit type, unless others are named. */
export type PageTitleBuilder = (page: PageName, options?: Pick<PathOptions, 'business' | 'recruitType'>) => string;

/**
 * The titles of other pages, for a link or button that names the page it leads to (`titleOf('rank')` is 排行榜 on a
 * staff page), so a title is written once, in the registry. Like `usePagePath`, it reads the business and recruit
 * type of the current route. Without the app's provider (a component rendered alone) every title is ''.
 */
export function usePageTitleOf(): PageTitleBuilder {
  const titleOf = useContext(PageTitlesContext);
  const { business, recruitType } = useRouteContext();
  return useCallback(
    (page, options = {}) =>
      titleOf?.(options.business ?? business, page as PageName<BusinessName>, options.recruitType ?? recruitType) ?? '',
    [titleOf, business, recruitType],
  );
}
