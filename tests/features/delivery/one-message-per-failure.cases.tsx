import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createDraftStore } from '@/lib/storage';
import { businessRoute } from '@/lib/config/paths';
import { getCatalog } from '@/mocks/db';
import type { MockFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { captureToasts } from '../../api/session';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { DRAFT_TEXT } from '@/components/draft-texts';

const BASE = businessRoute('candidate');

function openJob(recruitType: 'shop' | 'social') {
  const job = getCatalog().positions.find((p) => p.recruitType === recruitType && p.isValid && !p.activityId);
  if (!job) throw new Error(`no open ${recruitType} job`);
  return job;
}

/** Lets any late toast (and the page's re-render after the failure) arrive before counting them. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

/** A complete registration waiting as the candidate's draft, so the form submits as it opens. */
async function submitRegistration(faults: MockFault[]) {
  const job = openJob('shop');
  createDraftStore('registration').save('uc-cand-new', {
    name: '李新',
    gender: 2,
    phone: '13900001111',
    email: 'lixin@example.com',
    currentCityCode: '330100',
    highestEducationCode: 'EDU04',
    expectedPosition: '收银员',
  });
  const toasts = captureToasts();
  const { router } = openPage(`${BASE}/shop/applyRegistration?id=${job.id}&positionId=${job.positionId}`, {
    account: 'cand-new',
    faults,
  });
  expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
  // The form's choices must have loaded for the restored city and education to count as filled in.
  await screen.findByText('本科', {}, ERROR_TIMEOUT);
  await userEvent.click(screen.getByRole('button', { name: '提交报名' }));
  await waitFor(() => expect(toasts.length).toBeGreaterThan(0), ERROR_TIMEOUT);
  await settle();
  return { toasts, router };
}

/** Rules HTTP-7, CAND-16: a failed registration says so once — the page's message, not the client's as well. */
describe('registration: one message per failure (rules HTTP-7, CAND-16)', () => {
  it.each([
    ['the delivery answers 500', [{ kind: '500', match: '/candidate/resume/delivery' }]],
    ['the delivery gets no answer', [{ kind: 'network', match: '/candidate/resume/delivery' }]],
    ['saving the resume answers 500', [{ kind: '500', match: '/candidate/resume' }]],
    ['reading the resume answers 500', [{ kind: '500', match: '/resume/detail' }]],
  ] as Array<[string, MockFault[]]>)('%s → only "报名未成功，请稍后重试"', async (_name, faults) => {
    const { toasts, router } = await submitRegistration(faults);
    expect(toasts).toEqual(['报名未成功，请稍后重试']);
    expect(router.state.location.pathname).toBe(`${BASE}/shop/applyRegistration`);
  });

  it('a refusal with its own reason shows only that reason', async () => {
    const { toasts } = await submitRegistration([{ kind: 'code', match: '/candidate/resume/delivery' }]);
    expect(toasts).toEqual(['演示：业务处理失败']);
  });
});

async function uploadResume(fileName: string) {
  const job = openJob('social');
  const toasts = captureToasts();
  openPage(`${BASE}/social/deliveryResume?id=${job.id}&positionId=${job.positionId}`, { account: 'cand-full' });
  await userEvent.click(await screen.findByRole('tab', { name: /上传附件简历/ }, ERROR_TIMEOUT));
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['x'], fileName, { type: 'application/pdf' })] } });
  return toasts;
}

/** Rules HTTP-7, CAND-13: a failed upload or parse poll is told by the panel alone, without the client's toast. */
describe('resume upload: one message per failure (rules HTTP-7, CAND-13)', () => {
  it('the upload call fails → the panel says "简历解析超时…", no toast', async () => {
    server.use(http.post('*/resume/parse', () => new HttpResponse(null, { status: 500 })));
    const toasts = await uploadResume('张晓明-简历.pdf');
    expect(await screen.findByText('简历解析超时，请重新上传或手动填写', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await settle();
    expect(toasts).toEqual([]);
  });

  it('the parse poll fails → the panel says "简历解析超时…", no toast', async () => {
    server.use(http.get('*/resume/parse', () => HttpResponse.error()));
    const toasts = await uploadResume('张晓明-简历.pdf');
    expect(await screen.findByText('简历解析超时，请重新上传或手动填写', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await settle();
    expect(toasts).toEqual([]);
  });
});
