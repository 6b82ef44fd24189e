import { http as mock } from 'msw';
import { server } from '@/mocks/node';
import { http } from '@/lib/http';
import { toSnakeCaseKeys } from '@/lib/http/case-conversion';
import { ok } from './test-helpers';

function echo() {
  const seen: { query?: URLSearchParams; body?: unknown } = {};
  server.use(
    mock.all('/api/recruit/echo', async ({ request }) => {
      seen.query = new URL(request.url).searchParams;
      const text = await request.text();
      if (text) seen.body = JSON.parse(text) as unknown;
      return ok(null);
    }),
  );
  return seen;
}

/** Rule HTTP-4: `keepKeyCase` names keys that go on the wire as given while the others are snake-cased. */
describe('keepKeyCase (rule HTTP-4)', () => {
  it('sends the named query keys as given and converts the rest', async () => {
    const seen = echo();
    await http.post('/echo', undefined, {
      params: { positionDemandId: 'p1', uuId: 'a'.repeat(32) },
      keepKeyCase: ['uuId'],
    });
    expect(seen.query!.get('uuId')).toBe('a'.repeat(32));
    expect(seen.query!.has('uu_id')).toBe(false);
    expect(seen.query!.get('position_demand_id')).toBe('p1');
  });

  it('keeps the named keys at any depth of a JSON body', async () => {
    const seen = echo();
    await http.post('/echo', { uuId: 'x', nested: { uuId: 'y', resumeName: 'r' } }, { keepKeyCase: ['uuId'] });
    expect(seen.body).toEqual({ uuId: 'x', nested: { uuId: 'y', resume_name: 'r' } });
  });

  it('without the option every key is converted as before', async () => {
    const seen = echo();
    await http.post('/echo', undefined, { params: { uuId: 'a' } });
    expect(seen.query!.get('uu_id')).toBe('a');
    expect(toSnakeCaseKeys({ uuId: 1, isShop: 0 }, ['uuId'])).toEqual({ uuId: 1, is_shop: 0 });
  });
});
