import { createConfig, libraryEnvOf, resolveAppEnv, trackingEnvOf, type AppEnv } from '@/lib/config/env';

const storage = (flag?: string) => ({ getItem: (key: string) => (key === 'forceDevEnv' ? (flag ?? null) : null) });

describe('environment (rules ENV-1 to ENV-4)', () => {
  it.each([
    ['dev', 'dev', 'pre', true, '82'],
    ['test', 'dev', 'pre', true, '82'],
    ['pre', 'qa', 'pre', true, '76'],
    ['prod', 'pro', 'prod', false, '76'],
  ] as const)('%s → tracking %s, library %s, debug %s, tenant %s', (env, tracking, library, debug, tenant) => {
    expect(trackingEnvOf(env)).toBe(tracking);
    expect(libraryEnvOf(env)).toBe(library);
    const config = createConfig({ VITE_APP_ENV: env }, storage());
    expect(config).toMatchObject({ appEnv: env, trackingEnv: tracking, libraryEnv: library, debug, tenantId: tenant });
  });

  it('forceDevEnv=1 in session storage forces the dev configuration', () => {
    expect(resolveAppEnv('prod', storage('1'))).toBe('dev');
    const config = createConfig({ VITE_APP_ENV: 'prod' }, storage('1'));
    expect(config).toMatchObject({ appEnv: 'dev', debug: true, trackingEnv: 'dev', tenantId: '82' });
  });

  it.each([['0'], ['true'], [undefined]])('forceDevEnv=%s does not', (flag) => {
    expect(resolveAppEnv('prod', storage(flag))).toBe('prod');
  });

  it('an unreadable storage or unknown mode falls back safely (to prod, the strictest)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(resolveAppEnv('pre', throwing)).toBe('pre');
    expect(resolveAppEnv(undefined, undefined)).toBe('prod');
    expect(resolveAppEnv('staging', storage())).toBe('prod');
  });

  it('an explicit VITE_TENANT_ID wins over the environment default', () => {
    expect(createConfig({ VITE_APP_ENV: 'prod', VITE_TENANT_ID: '99' }, storage()).tenantId).toBe('99');
  });

  it('reads the service bases, SSO address, app ids and flags', () => {
    const config = createConfig(
      {
        VITE_APP_ENV: 'dev' as AppEnv,
        VITE_MOCK: 'true',
        VITE_API_BASE: '/api/recruit',
        VITE_ACCOUNT_BASE: '/api/account',
        VITE_DICT_BASE: '/api/dict',
        VITE_SSO_AUTHORIZE_URL: '/mock-sso/authorize',
        VITE_APPID_CANDIDATE: 'c',
        VITE_APPID_STAFF: 's',
      },
      storage(),
    );
    expect(config).toMatchObject({
      apiBase: '/api/recruit',
      accountBase: '/api/account',
      dictBase: '/api/dict',
      ssoAuthorizeUrl: '/mock-sso/authorize',
      appid: { candidate: 'c', staff: 's' },
      publicName: 'recruit-web',
      sentryDsn: '',
      analyticsSdkUrl: '',
    });
  });
});
