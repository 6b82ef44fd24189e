import { scrubUrlToken, withHandOffToken, withoutUrlToken } from '@/lib/auth/url-token';
import { BASE } from '@/lib/config/paths';

describe('the staff token in a URL (docs/decisions/051)', () => {
  it.each<[string, string, string | undefined]>([
    ['?activeKey=social&token=abc.def.ghi', '?activeKey=social', 'abc.def.ghi'],
    ['?token=abc', '', 'abc'],
    ['?token=', '', ''],
    ['?token=a&token=b&x=1', '?x=1', 'a'],
    ['?x=1&y=2', '?x=1&y=2', undefined],
    ['', '', undefined],
    ['?tokens=1&mytoken=2', '?tokens=1&mytoken=2', undefined],
  ])('%j → %j (token %j)', (search, rest, token) => {
    expect(withoutUrlToken(search)).toEqual({ search: rest, token });
  });

  it('leaves the address bar without it, replacing the history entry, and keeps it only for the mobile hand-off', () => {
    window.history.pushState({ kept: 1 }, '', `${BASE}/staff/job?activeKey=social&token=secret-1#top`);
    const before = window.history.length;
    scrubUrlToken();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      `${BASE}/staff/job?activeKey=social#top`,
    );
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ kept: 1 });
    expect(withHandOffToken('?activeKey=social')).toBe('?activeKey=social&token=secret-1');
    window.history.replaceState(null, '', '/');
  });
});
