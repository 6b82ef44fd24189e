import { homePath } from '@/lib/config/paths';
import { pagePath } from '@/lib/routing';

export interface FooterLink {
  title: string;
  href: string;
  external?: boolean;
}

/** The campus site, in a new window: the last link of both footers. */
const CAMPUS_HOME_LINK: FooterLink = { title: '校园招聘', href: pagePath('candidate', 'home', 'school'), external: true };

/** Rule NAV-13: candidate (and campus) footer: the job lists, the campus site (new window) and candidate home. */
export const CANDIDATE_FOOTER_LINKS: readonly FooterLink[] = [
  { title: '社会招聘', href: pagePath('candidate', 'job', 'social') },
  { title: '门店招聘', href: pagePath('candidate', 'job', 'shop') },
  CAMPUS_HOME_LINK,
  { title: '招聘首页', href: homePath('candidate') },
];

/** Rule NAV-14: the staff footer: the referral job tabs, referral home and the campus site; disabled on the job tab. */
export const STAFF_FOOTER_LINKS: readonly FooterLink[] = [
  { title: '社招职位', href: pagePath('staff', 'job', undefined, { activeKey: 'social' }) },
  { title: '门店职位', href: pagePath('staff', 'job', undefined, { activeKey: 'shop' }) },
  { title: '校招职位', href: pagePath('staff', 'job', undefined, { activeKey: 'school' }) },
  { title: '内推首页', href: homePath('staff') },
  CAMPUS_HOME_LINK,
];

// Placeholders: the company's real addresses are not given.
export const COMPANY_LINKS: readonly FooterLink[] = [
  { title: '公司官网', href: 'https://www.example.com/', external: true },
  { title: 'APP下载', href: 'https://www.example.com/app', external: true },
];

export const FOLLOW_QR = {
  officialAccount: 'https://www.example.com/qr/official-account',
  miniProgram: 'https://www.example.com/qr/mini-program',
  videoChannel: 'https://www.example.com/qr/video-channel',
} as const;

/** Placeholder record numbers; the real ones are not given. */
export const RECORD_NUMBERS = ['沪ICP备XXXXXXXX号', '沪公网安备XXXXXXXXXXXXXX号'] as const;
