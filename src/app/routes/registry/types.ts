import type { BusinessName, RecruitType } from '@/lib/config/business';
import type { PageName } from '@/lib/routing';

/** A header tab that offers the page. */
export interface TabOffer {
  /** The tab's key (the header-tab store and the active-tab match read it). */
  key: string;
  /** Shown instead of the page title where the tab says something else (the campus header's 首页). */
  label?: string;
  isOpenNew?: boolean;
}

/** Where navigation offers a page; a page with none is hidden (reached only through links). */
export interface PageOffers {
  tab?: TabOffer;
  userMenu?: true;
  footer?: true;
}

/** The facts of one page (issue 20): written once here, read by the route tables, tabs, menus, footers and tests. */
export interface PageFacts {
  /** Chinese page title, shown in the browser tab as `{title} - 招聘门户` and by the menus that offer the page. */
  title: string;
  needLogin: boolean;
  /** Page name for tracking and the page history. */
  trackingPage: string;
  offeredIn?: PageOffers;
  /**
   * What a search result and a link preview say of a landing page (meta and Open Graph description, ~120 characters);
   * none: the site's own (index.html). A page that knows more (a job) sets its own head while it shows (lib/seo).
   */
  description?: string;
  /** A page whose tabs are addresses of their own (`?tab=…`): each tab's title (before the page's) and description. */
  headByQuery?: HeadByQuery;
  /** Where a recruit type's copy of the page differs (the campus job list's title, delivery needing login). */
  perRecruitType?: Partial<Record<RecruitType, Partial<Pick<PageFacts, 'title' | 'needLogin' | 'offeredIn' | 'description'>>>>;
}

/** Heads by the value of one query parameter: `trends?tab=talks` is titled 宣讲总览 - 招聘动态. */
export interface HeadByQuery {
  param: string;
  heads: Readonly<Record<string, { title: string; description: string }>>;
}

/** One business's page registry: the compiler insists every page name of the catalogue has a row. */
export type PageRegistry<B extends BusinessName> = Record<PageName<B>, PageFacts>;

/** The login page of every business: the SSO returns there with a code. */
export const LOGIN_FACTS: PageFacts = { title: '登录', trackingPage: 'login', needLogin: false };

/** A page's facts as a recruit type has them. */
export function factsOf(facts: PageFacts, recruitType?: RecruitType): Omit<PageFacts, 'perRecruitType'> {
  const { perRecruitType, ...base } = facts;
  return { ...base, ...(recruitType ? perRecruitType?.[recruitType] : undefined) };
}
