import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_PAGES, pageTitleOf, STAFF_PAGES } from '@/app/routes/registry';
import {
  PageTitlesProvider,
  RouteContextProvider,
  usePageTitleOf,
  type PageTitleBuilder,
  type PageTitleLookup,
  type RouteContextValue,
} from '@/lib/routing';

/** Renders what `ask` reads with the titles, on a route of the given context (none: outside any route). */
function titlesOn(route: RouteContextValue | undefined, ask: (titleOf: PageTitleBuilder) => string, lookup?: PageTitleLookup) {
  function Probe() {
    return <output>{ask(usePageTitleOf())}</output>;
  }
  const probe = route ? (
    <RouteContextProvider value={route}>
      <Probe />
    </RouteContextProvider>
  ) : (
    <Probe />
  );
  const view = render(
    <MemoryRouter>{lookup ? <PageTitlesProvider titleOf={lookup}>{probe}</PageTitlesProvider> : probe}</MemoryRouter>,
  );
  const text = view.container.textContent;
  view.unmount();
  return text;
}

const STAFF_HOME: RouteContextValue = { business: 'staff', page: 'home', title: STAFF_PAGES.home.title };
const CAMPUS_HOME: RouteContextValue = { business: 'candidate', recruitType: 'school', page: 'home' };

describe('usePageTitleOf: another page’s title, from the registry the app provides', () => {
  it('reads the current route’s business', () => {
    expect(titlesOn(STAFF_HOME, (titleOf) => titleOf('rank'), pageTitleOf)).toBe(STAFF_PAGES.rank.title);
  });

  it('reads another business when asked', () => {
    const title = titlesOn(STAFF_HOME, (titleOf) => titleOf('collectingPosition', { business: 'candidate' }), pageTitleOf);
    expect(title).toBe(CANDIDATE_PAGES.collectingPosition.title);
  });

  it('gives a recruit type’s own title: the route’s, or the one asked for', () => {
    const { school, social } = CANDIDATE_PAGES.job.perRecruitType;
    expect(school.title).not.toBe(social.title);
    expect(titlesOn(CAMPUS_HOME, (titleOf) => titleOf('job'), pageTitleOf)).toBe(school.title);
    expect(titlesOn(CAMPUS_HOME, (titleOf) => titleOf('job', { recruitType: 'social' }), pageTitleOf)).toBe(social.title);
  });

  it('asks the provided lookup with the business, page and recruit type', () => {
    const lookup: PageTitleLookup = (business, page, recruitType) => `${business}/${recruitType ?? '-'}/${page}`;
    expect(titlesOn(CAMPUS_HOME, (titleOf) => titleOf('trends'), lookup)).toBe('candidate/school/trends');
    // Outside a route, the business comes from the address (candidate by default).
    expect(titlesOn(undefined, (titleOf) => titleOf('home'), lookup)).toBe('candidate/-/home');
  });

  it('is empty without the app’s provider', () => {
    expect(titlesOn(STAFF_HOME, (titleOf) => titleOf('rank'))).toBe('');
  });
});
