import { companyLinks, followTargets, recordNumbers } from '@/app/layouts/footer-links';
import { createConfig } from '@/lib/config/env';

/** Issue 19: the footer's company links, QR targets and record numbers come from `VITE_*`; a build without one leaves it out. */
describe('footer configuration', () => {
  it('a build with none shows no company link, QR code or record number', () => {
    const { footer } = createConfig({ VITE_APP_ENV: 'prod' }, undefined);
    expect(companyLinks(footer)).toEqual([]);
    expect(followTargets(footer)).toEqual([]);
    expect(recordNumbers(footer)).toEqual([]);
  });

  it('shows what is configured, and only that', () => {
    const { footer } = createConfig(
      {
        VITE_APP_ENV: 'prod',
        VITE_COMPANY_SITE_URL: 'https://corp.test/',
        VITE_QR_MINI_PROGRAM_URL: 'https://corp.test/mp',
        VITE_ICP_RECORD: '沪ICP备12345678号',
      },
      undefined,
    );
    expect(companyLinks(footer)).toEqual([{ title: '公司官网', href: 'https://corp.test/', external: true }]);
    expect(followTargets(footer)).toEqual([{ key: 'miniProgram', value: 'https://corp.test/mp' }]);
    expect(recordNumbers(footer)).toEqual(['沪ICP备12345678号']);
  });
});
