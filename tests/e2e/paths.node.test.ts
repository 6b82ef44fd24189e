import { describe, expect, it } from 'vitest';
import { BUSINESS_NAMES } from '@/lib/config/business';
import { BASE as SOURCE_BASE } from '@/lib/config/paths';
import { pagePath, ROUTE_CATALOGUE, type PageName } from '@/lib/routing';
import { BASE, routePath } from '../../e2e/helpers/paths';

// The browser tests cannot load `pagePath` (its module reads Vite's `import.meta.env`), so they build paths with
// `routePath`; this keeps the two in step for every page of the catalogue (docs/decisions/064).
describe('the browser tests’ path builder', () => {
  it('has the source’s base', () => {
    expect(BASE).toBe(SOURCE_BASE);
  });

  it.each(BUSINESS_NAMES)('gives every %s page the path pagePath gives it', (business) => {
    const catalogue: Record<string, readonly string[]> = ROUTE_CATALOGUE[business];
    for (const [where, pages] of Object.entries(catalogue)) {
      for (const page of pages as readonly PageName[]) {
        const recruitType = where === 'top' ? undefined : (where as 'social' | 'shop' | 'school');
        const query = { id: 'PD1', page: 2, empty: '' };
        expect(routePath(business, page as never, recruitType, query)).toBe(
          pagePath(business, page as never, recruitType, query),
        );
      }
    }
  });
});
