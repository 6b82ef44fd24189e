import {
  buildAuthorizeUrl,
  clearSsoStates,
  createSsoState,
  isExpectedSsoState,
  SSO_STATE_KEY,
  SSO_STATE_TTL_MS,
} from '@/lib/auth';
import { businessInfoOf } from '@/lib/config/business';
import { pagePath } from '@/lib/routing';

const NOW = 1_800_000_000_000;

afterEach(() => sessionStorage.clear());

describe('the OAuth state of a sign-in attempt (docs/decisions/050)', () => {
  it('is 32 hex digits, new for every attempt, and accepted while it is pending', () => {
    const first = createSsoState(sessionStorage, NOW);
    const second = createSsoState(sessionStorage, NOW);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(isExpectedSsoState(first, sessionStorage, NOW + 1000)).toBe(true);
    expect(isExpectedSsoState(second, sessionStorage, NOW + 1000)).toBe(true);
  });

  // Hostile or stale values a login URL may carry: none is accepted.
  it.each<[string, (pending: string) => unknown]>([
    ['missing', () => null],
    ['undefined', () => undefined],
    ['empty', () => ''],
    ['another 32-hex value', () => 'f'.repeat(32)],
    ['the pending one in upper case', (pending) => pending.toUpperCase()],
    ['the pending one with a space', (pending) => ` ${pending}`],
    ['a prefix of the pending one', (pending) => pending.slice(0, 16)],
    ['the pending one twice', (pending) => pending + pending],
    ['script markup', () => '<script>alert(1)</script>'],
    ['a JSON array of states', (pending) => JSON.stringify([pending])],
    ['not a string', () => 12345],
  ])('refuses a state that is %s', (_name, hostile) => {
    const pending = createSsoState(sessionStorage, NOW);
    expect(isExpectedSsoState(hostile(pending) as string, sessionStorage, NOW)).toBe(false);
  });

  it('refuses a state after its time to live, and one issued "in the future" (a clock moved back)', () => {
    const old = createSsoState(sessionStorage, NOW);
    expect(isExpectedSsoState(old, sessionStorage, NOW + SSO_STATE_TTL_MS - 1)).toBe(true);
    expect(isExpectedSsoState(old, sessionStorage, NOW + SSO_STATE_TTL_MS)).toBe(false);
    const future = createSsoState(sessionStorage, NOW + 60_000);
    expect(isExpectedSsoState(future, sessionStorage, NOW)).toBe(false);
  });

  it('ignores a tampered store and keeps only the last five attempts', () => {
    sessionStorage.setItem(SSO_STATE_KEY, '{"value":"x"}');
    expect(isExpectedSsoState('x', sessionStorage, NOW)).toBe(false);
    const states = Array.from({ length: 6 }, () => createSsoState(sessionStorage, NOW));
    expect(isExpectedSsoState(states[0], sessionStorage, NOW)).toBe(false);
    expect(states.slice(1).every((state) => isExpectedSsoState(state, sessionStorage, NOW))).toBe(true);
  });

  it('is forgotten by clearSsoStates (after a completed sign-in, at logout)', () => {
    const state = createSsoState(sessionStorage, NOW);
    clearSsoStates(sessionStorage);
    expect(isExpectedSsoState(state, sessionStorage, NOW)).toBe(false);
  });

  it('travels in the authorize address, which the tab then accepts back', () => {
    const url = new URL(buildAuthorizeUrl(businessInfoOf('candidate'), pagePath('candidate', 'home')), window.location.origin);
    const state = url.searchParams.get('state');
    expect(isExpectedSsoState(state)).toBe(true);
    const hinted = new URL(
      buildAuthorizeUrl(businessInfoOf('staff'), pagePath('staff', 'home'), { state: 'given', loginHint: 'staff-wang' }),
      window.location.origin,
    );
    expect(hinted.searchParams.get('state')).toBe('given');
    expect(hinted.searchParams.get('login_hint')).toBe('staff-wang');
  });
});
