import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_PAGES, factsOf } from '@/app/routes/registry';
import { DESCRIPTION_LENGTH, SITE_NAME } from '@/lib/seo';
import { SESSION_NAME, sessionListPath } from '../campus/special-session-data';
import { ERROR_TIMEOUT, openPage } from './page-helpers';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

/** Issue 22: a special session's job list is titled and described by its session. */
describe('special session head', () => {
  it('names the session in the title and describes it by its own text', async () => {
    openPage(sessionListPath());
    expect(await screen.findByRole('heading', { level: 1, name: SESSION_NAME }, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${SESSION_NAME} - 校招专场 - ${SITE_NAME}`));
    expect(description()).not.toBe(factsOf(CANDIDATE_PAGES.job, 'school').description);
    expect(description().length).toBeGreaterThan(0);
    expect(Array.from(description()).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  });

  it('an unknown session keeps the campus list’s head', async () => {
    openPage(sessionListPath('ACT-NOPE'));
    const school = factsOf(CANDIDATE_PAGES.job, 'school');
    await waitFor(() => expect(document.title).toBe(`${school.title} - ${SITE_NAME}`), ERROR_TIMEOUT);
    expect(description()).toBe(school.description);
  });
});
