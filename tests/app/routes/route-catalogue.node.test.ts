import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/routes';
import { BUSINESS_NAMES, RECRUIT_TYPES } from '@/lib/config/business';
import { hasPage, pagePath, ROUTE_CATALOGUE } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

describe('route catalogue (the page-name union) and the route tables', () => {
  it.each(BUSINESS_NAMES)('%s: the catalogue names exactly the routes of the table', (business) => {
    const catalogue = ROUTE_CATALOGUE[business];
    const fromCatalogue = [
      ...catalogue.top.map((page) => page as string),
      ...RECRUIT_TYPES.flatMap((type) => catalogue[type].map((page) => `${type}/${page}`)),
    ].sort();
    const fromTable = routesFor(business)
      .map((entry) => entry.path)
      .sort();
    expect(fromCatalogue).toEqual(fromTable);
    for (const entry of routesFor(business)) expect(entry.path.endsWith(entry.pageName)).toBe(true);
  });
});

describe('pagePath (typed path builder)', () => {
  it.each([
    ['candidate', 'jobDetail', 'shop', { id: 'P1' }, `${BASE}/candidate/shop/jobDetail?id=P1`],
    ['candidate', 'home', undefined, undefined, `${BASE}/candidate/home`],
    ['candidate', 'home', 'school', undefined, `${BASE}/candidate/school/home`],
    // Candidate home exists only at the top level besides campus: a social caller gets the top-level page.
    ['candidate', 'home', 'social', undefined, `${BASE}/candidate/home`],
    // A page only under recruit types, asked for without one, gets the first type that has it.
    ['candidate', 'editResume', undefined, { type: 'edit' }, `${BASE}/candidate/social/editResume?type=edit`],
    ['candidate', 'trends', undefined, undefined, `${BASE}/candidate/school/trends`],
    // Staff keeps its job list at the top level whatever the recruit type; detail and delivery sit under one.
    ['staff', 'job', 'shop', { activeKey: 'shop' }, `${BASE}/staff/job?activeKey=shop`],
    ['staff', 'jobDetail', 'school', { id: 'P9' }, `${BASE}/staff/school/jobDetail?id=P9`],
    ['interview', 'fillin', 'shop', { id: 'E1' }, `${BASE}/interview/shop/fillin?id=E1`],
  ] as const)('%s %s (%s) → %s', (business, page, recruitType, query, expected) => {
    expect(pagePath(business, page, recruitType, query)).toBe(expected);
  });

  it('leaves empty query values out', () => {
    expect(pagePath('candidate', 'job', 'social', { keyword: '', page: undefined, activeKey: 'social' })).toBe(
      `${BASE}/candidate/social/job?activeKey=social`,
    );
  });

  it('knows which business has which page', () => {
    expect(hasPage('staff', 'myPush')).toBe(true);
    expect(hasPage('candidate', 'myPush')).toBe(false);
    expect(hasPage('interview', 'fillin')).toBe(true);
  });
});
