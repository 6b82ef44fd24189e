import type { FooterConfig } from '@/lib/config/env';
import { homePath } from '@/lib/config/paths';
import { RECRUIT_TYPE_REGISTRY, RECRUIT_TYPES_IN_MENU_ORDER } from '@/lib/config/recruit-types';
import { pagePath } from '@/lib/routing';
import { CANDIDATE_PAGES, pagesOfferedIn } from '../routes/registry';
import { CANDIDATE_SITE_TYPES } from './header-tabs';

export interface FooterLink {
  title: string;
  href: string;
  external?: boolean;
}

/** The campus site, in a new window: the last link of both footers. */
const CAMPUS_HOME_LINK: FooterLink = {
  title: CANDIDATE_PAGES.home.perRecruitType.school.title,
  href: pagePath('candidate', 'home', 'school'),
  external: true,
};

/** Rule NAV-13: candidate (and campus) footer: the job lists, the campus site (new window) and candidate home. */
export const CANDIDATE_FOOTER_LINKS: readonly FooterLink[] = [
  ...CANDIDATE_SITE_TYPES.map((type) => ({
    title: RECRUIT_TYPE_REGISTRY[type].label,
    href: pagePath('candidate', 'job', type),
  })),
  CAMPUS_HOME_LINK,
  { title: '招聘首页', href: homePath('candidate') },
];

/** Rule NAV-14: the staff footer: the referral job tabs, the pages the registry offers there (referral home) and the campus site; disabled on the job tab. */
export const STAFF_FOOTER_LINKS: readonly FooterLink[] = [
  ...RECRUIT_TYPES_IN_MENU_ORDER.map((activeKey) => ({
    title: RECRUIT_TYPE_REGISTRY[activeKey].listTabLabel,
    href: pagePath('staff', 'job', undefined, { activeKey }),
  })),
  ...pagesOfferedIn('staff', 'footer').map(({ page, facts }) => ({ title: facts.title, href: pagePath('staff', page) })),
  CAMPUS_HOME_LINK,
];

/**
 * The company's addresses, QR targets and record numbers are configuration (`VITE_*`, README): the real ones are not
 * given. One that a build leaves empty is left out of the footer, never shown as a placeholder (issue 19).
 */
export function companyLinks(footer: FooterConfig): FooterLink[] {
  const links: FooterLink[] = [
    { title: '公司官网', href: footer.companySiteUrl, external: true },
    { title: 'APP下载', href: footer.appDownloadUrl, external: true },
  ];
  return links.filter((link) => link.href);
}

export type FollowKey = keyof FooterConfig['qr'];

/** The QR targets of 关注我们 that are configured, in the footer's order. */
export function followTargets(footer: FooterConfig): Array<{ key: FollowKey; value: string }> {
  const order: FollowKey[] = ['officialAccount', 'miniProgram', 'videoChannel'];
  return order.map((key) => ({ key, value: footer.qr[key] })).filter((target) => target.value);
}

/** The record numbers that are configured. */
export function recordNumbers(footer: FooterConfig): string[] {
  return [footer.icpRecord, footer.policeRecord].filter(Boolean);
}
