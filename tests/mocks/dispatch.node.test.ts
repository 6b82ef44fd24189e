import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dispatchTo } from '@/mocks/dispatch';

/** The mock backend's one msw handler (docs/decisions/081) answers as its handlers would, in their order. */
const dispatcher = dispatchTo([
  http.get('*/api/items/fixed', () => HttpResponse.json({ route: 'fixed' })),
  http.get('*/api/items/:id', ({ params }) => HttpResponse.json({ route: 'by id', id: params.id })),
  http.post('*/api/items/:id', ({ params }) => HttpResponse.json({ route: 'post', id: params.id })),
  http.all('*/api/any', ({ request }) => HttpResponse.json({ route: 'any', method: request.method })),
]);

async function answer(method: string, url: string): Promise<unknown> {
  const result = await dispatcher.run({ request: new Request(url, { method }), requestId: 'test' });
  return result?.response ? await result.response.json() : undefined;
}

describe('dispatchTo', () => {
  it('gives a request to the first handler whose method and path match, with its path parameters', async () => {
    expect(await answer('GET', 'http://localhost/api/items/fixed')).toEqual({ route: 'fixed' });
    expect(await answer('GET', 'http://localhost/api/items/A%201?x=1')).toEqual({ route: 'by id', id: 'A 1' });
    expect(await answer('POST', 'http://localhost/api/items/7')).toEqual({ route: 'post', id: '7' });
    expect(await answer('DELETE', 'http://localhost/api/any')).toEqual({ route: 'any', method: 'DELETE' });
  });

  it('leaves a request no handler takes to the next (the network)', async () => {
    expect(await answer('DELETE', 'http://localhost/api/items/7')).toBeUndefined();
    expect(await answer('GET', 'http://localhost/assets/index.js')).toBeUndefined();
    expect(await answer('GET', 'http://localhost/api/items')).toBeUndefined();
  });
});
