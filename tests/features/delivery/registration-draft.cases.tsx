import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createDraftStore } from '@/lib/storage';
import { getCatalog } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { DRAFT_TEXT } from '@/components/draft-texts';

/**
 * Rule DRAFT-1: a signed-in candidate's registration draft fills the form, also when the user info (whose id keys
 * the draft) answers after the page has rendered — the form takes its initial values only once.
 */
describe('registration draft with a slow user info (rule DRAFT-1)', () => {
  it('fills the form with the draft once the user is known', async () => {
    const job = getCatalog().positions.find((p) => p.recruitType === 'shop' && p.isValid && !p.activityId);
    if (!job) throw new Error('no open shop job');
    createDraftStore('registration').save('uc-cand-new', { name: '李新', phone: '13900001111', expectedPosition: '理货员' });
    server.use(
      http.get('*/open/basic/v1/users/current_info', async () => {
        await delay(1500);
        return undefined as unknown as HttpResponse<never>;
      }),
    );
    openPage(pagePath('candidate', 'applyRegistration', 'shop', { id: job.id }), { account: 'cand-new' });
    expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('理货员')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('李新');
  });
});
