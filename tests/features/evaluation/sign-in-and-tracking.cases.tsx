import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { decodeBase64Utf8, encodeBase64Utf8 } from '@/lib/auth';
import { usePageHistoryStore } from '@/lib/tracking/page-history';
import { server } from '@/mocks/node';
import { renderApp } from '../../app/render-app';
import { visit } from '../../api/session';
import { stubLocation } from '../../lib/http/test-helpers';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { fillIn, firstOpen } from './helpers';
import { pagePath } from '@/lib/routing';

afterEach(() => vi.unstubAllGlobals());

describe('a signed-out interviewer opening a fill-in link (rules AUTH-4, AUTH-5, INTERVIEW-5)', () => {
  it('goes to the sign-in with the staff app id and app type 13, then back to the same evaluation', async () => {
    const target = fillIn(firstOpen().id);
    visit(target);
    const location = stubLocation();
    renderApp(target);
    expect(await screen.findByText('正在跳转登录…', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(location.assign).toHaveBeenCalledTimes(1));
    const sso = new URL(location.assign.mock.calls[0]![0], window.location.origin);
    expect(sso.searchParams.get('appid')).toBe('mock-staff-appid');
    expect(sso.searchParams.get('app_type')).toBe('13');
    const redirectUri = new URL(sso.searchParams.get('redirect_uri')!);
    expect(redirectUri.pathname).toBe(pagePath('interview', 'login'));
    expect(decodeBase64Utf8(redirectUri.searchParams.get('redirectUrl')!)).toBe(target);
    vi.unstubAllGlobals();

    // The SSO comes back to the interview login page with a code: it signs in and returns to the evaluation.
    const state = sso.searchParams.get('state') ?? '';
    const login = pagePath('interview', 'login', undefined, {
      code: 'mock-interviewer-liu',
      state: state,
      redirectUrl: encodeURIComponent(encodeBase64Utf8(target)),
    });
    visit(login);
    const back = stubLocation();
    renderApp(login);
    await waitFor(() => expect(back.replace).toHaveBeenCalledWith(target), ERROR_TIMEOUT);
    expect(Cookies.get('WebStaAuthorization')).toBeTruthy();
  });
});

describe('tracking of the interview pages (rules TRACK-4, INTERVIEW-6)', () => {
  it.each([
    [fillIn(firstOpen().id), 'recruit_staff_evaluation_fillin', 'evaluation_fillin'],
    [pagePath('interview', 'list', 'shop'), 'recruit_staff_evaluation_list', 'evaluation_list'],
  ])('%s reports its page view under the staff portal', async (path, eventName, pageName) => {
    usePageHistoryStore.setState({ current: undefined, previous: undefined });
    const posted: Record<string, unknown>[] = [];
    server.use(
      mock.post('*/client/recruit/v1/behaviors', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ code: 0, msg: '', data: null });
      }),
    );
    openPage(path, { account: 'interviewer-liu' });
    await waitFor(() => expect(posted.some((e) => e.event_type === 'page_view')).toBe(true), ERROR_TIMEOUT);
    const view = posted.find((e) => e.event_type === 'page_view')!;
    expect(view.content).toMatchObject({ event_name: eventName, page_name: pageName });
    expect(document.title).toBe(`${pageName === 'evaluation_list' ? '我的评价' : '填写评价'} - 招聘门户`);
  });
});
