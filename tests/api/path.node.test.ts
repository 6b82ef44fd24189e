import { fillPath } from '@/api/path';

describe('fillPath: a value is one path segment (issue 18)', () => {
  it.each<[string | number, string]>([
    ['42', '/resume/42/detail'],
    [42, '/resume/42/detail'],
    ['a/b', '/resume/a%2Fb/detail'],
    ['../admin', '/resume/..%2Fadmin/detail'],
    ['%2e%2e', '/resume/%252e%252e/detail'],
    ['...', '/resume/.../detail'],
    ['a?b#c', '/resume/a%3Fb%23c/detail'],
    ['店长', '/resume/%E5%BA%97%E9%95%BF/detail'],
  ])('%j is encoded: %s', (id, expected) => {
    expect(fillPath('/resume/:id/detail', { id })).toBe(expected);
  });

  it.each(['..', '.', ''])('refuses %j (the browser would drop or climb a segment)', (id) => {
    expect(() => fillPath('/resume/:id/detail', { id })).toThrow(/Invalid path parameter "id"/);
  });

  it('refuses a missing value', () => {
    expect(() => fillPath('/resume/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});
