import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import JobListPage from '@/features/jobs/pages/job-list-page';
import { RouteContextProvider, pagePath } from '@/lib/routing';
import { signInAs } from '../../api/session';
import { ERROR_TIMEOUT } from './page-helpers';

/**
 * The job list is ready to serve `/staff` through the route context alone: mounted on a staff route (as issue 12
 * will do), its links are staff paths.
 */
describe('job list under a staff route', () => {
  it('links each job to the staff job detail and the recruit-type switch to the staff job list', async () => {
    const path = pagePath('staff', 'job', undefined, { activeKey: 'shop' });
    signInAs('staff-wang', path);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <RouteContextProvider value={{ business: 'staff', page: 'job', trackingPage: 'job_list' }}>
            <JobListPage />
          </RouteContextProvider>
        </MemoryRouter>
      </AppProviders>,
    );
    const cards = await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('门店招聘职位');
    for (const card of cards) {
      expect(within(card).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/recruit-web\/staff\/shop\/jobDetail\?id=/),
      );
    }
    const social = screen.getByRole('link', { name: '社会招聘' });
    expect(social).toHaveAttribute('href', pagePath('staff', 'job', undefined, { activeKey: 'social' }));
  });
});
