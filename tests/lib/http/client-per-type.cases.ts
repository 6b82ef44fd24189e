import { http as mock } from 'msw';
import { server } from '@/mocks/node';
import { http } from '@/lib/http';
import type { RecruitType } from '@/lib/config/business';
import { ok, setPath } from './test-helpers';
import { pagePath } from '@/lib/routing';

/** Issue 19: a call made for another recruit type than the page's carries that type's ClientCode and recruit_type_code. */
function capture() {
  const seen: { request?: Request } = {};
  server.use(
    mock.get('/api/recruit/x', ({ request }) => {
      seen.request = request.clone();
      return ok(null);
    }),
  );
  return seen;
}

afterEach(() => setPath('/'));

describe('per-type calls (rules HTTP-2, HTTP-3)', () => {
  it.each<[string, RecruitType, string, string]>([
    [pagePath('interview', 'home'), 'school', 'CAMPUS', 'campus'],
    [pagePath('interview', 'home'), 'shop', 'RECRUIT', 'social'],
    [pagePath('interview', 'home'), 'social', 'RECRUIT', 'social'],
    [pagePath('interview', 'list', 'social'), 'school', 'CAMPUS', 'campus'],
    [pagePath('candidate', 'home', 'school'), 'social', 'RECRUIT', 'social'],
    [pagePath('candidate', 'home'), 'school', 'CAMPUS', 'campus'],
    [pagePath('staff', 'home'), 'school', 'CAMPUS', 'campus'],
  ])('on %s, a call for %s: ClientCode %s, recruit_type_code %s', async (path, recruitType, clientCode, code) => {
    setPath(path);
    const seen = capture();
    await http.get('/x', { recruitType });
    const url = new URL(seen.request!.url);
    expect(seen.request!.headers.get('ClientCode')).toBe(clientCode);
    expect(url.searchParams.get('recruit_type_code')).toBe(code);
    expect(url.searchParams.has('t')).toBe(true);
  });

  it('a call without a recruit type keeps the page’s (none on a staff page without one)', async () => {
    setPath(pagePath('staff', 'home'));
    const seen = capture();
    await http.get('/x');
    expect(seen.request!.headers.get('ClientCode')).toBe('RECRUIT');
    expect(new URL(seen.request!.url).searchParams.has('recruit_type_code')).toBe(false);
  });
});
