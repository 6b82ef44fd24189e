import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, tried on fixture sources placed (virtually) in the layers: a relative
 * import into another feature, lib importing api/stores/features, and an import cycle must fail the lint.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function ruleIdsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layer lint (house style: layers point one way)', () => {
  it.each([
    [
      'a relative import from one feature into another',
      "export { default } from '../../jobs/pages/job-list-page';\n",
      'src/features/favourites/pages/fixture.ts',
    ],
    [
      'an alias import from one feature into another',
      "export { default } from '@/features/jobs/pages/job-list-page';\n",
      'src/features/favourites/pages/fixture.ts',
    ],
    ['lib importing api', "export { getPositionList } from '../../api/positions';\n", 'src/lib/format/fixture.ts'],
    ['lib importing stores', "export { useBusinessStore } from '@/stores/business-store';\n", 'src/lib/format/fixture.ts'],
    ['lib importing a feature', "export { default } from '@/features/jobs/pages/job-list-page';\n", 'src/lib/format/fixture.ts'],
    ['app importing the mock backend', "export { resetMockDb } from '@/mocks/db';\n", 'src/app/layouts/fixture.ts'],
    ['api importing entities', "export { useSession } from '@/entities/session';\n", 'src/api/fixture.ts'],
    ['components importing api', "export { getPositionList } from '@/api/positions';\n", 'src/components/fixture.ts'],
    [
      'entities importing a feature',
      "export { default } from '@/features/jobs/pages/job-list-page';\n",
      'src/entities/job/fixture.ts',
    ],
  ])('fails on %s', async (_name, code, filePath) => {
    expect(await ruleIdsOf(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it('fails on a query key written outside src/api, and passes it inside', async () => {
    const code =
      "import { queryOptions } from '@tanstack/react-query';\nexport const q = queryOptions({ queryKey: ['positions'], queryFn: () => 1 });\n";
    expect(await ruleIdsOf(code, 'src/features/jobs/hooks/fixture.ts')).toContain('no-restricted-syntax');
    expect(await ruleIdsOf(code, 'src/api/fixture.ts')).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    // api/path.ts is imported by api/positions.ts: importing positions back closes a cycle.
    const code = "import { POSITION_PATHS } from './positions';\nexport const again = POSITION_PATHS;\n";
    expect(await ruleIdsOf(code, 'src/api/path.ts')).toContain('import-x/no-cycle');
  });

  it('passes app importing the mock SSO page, its one guarded entry into mocks/', async () => {
    const code = "export const page = () => import('@/mocks/sso/mock-sso-page');\n";
    expect(await ruleIdsOf(code, 'src/app/fixture.ts')).toEqual([]);
  });

  it('passes a feature importing its own files, entities, api and lib', async () => {
    const code = [
      "import { JobCard } from '@/entities/job/job-card';",
      "import { positionQueries } from '@/api/positions';",
      "import { formatDate } from '@/lib/format';",
      "import { JobListResults } from '../components/job-list-results';",
      'export const used = [JobCard, positionQueries, formatDate, JobListResults];',
      '',
    ].join('\n');
    expect(await ruleIdsOf(code, 'src/features/jobs/pages/fixture.ts')).toEqual([]);
  });
});
