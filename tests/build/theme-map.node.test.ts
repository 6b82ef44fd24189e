import { themeMapModule, themeMaps } from '../../build/theme-map';

/** The module's default export, as the app gets it. */
const evaluate = (code: string) => new Function(code.replace('export default', 'return'))() as unknown;

describe("antd's map tokens for the theme, derived at build time (docs/decisions/103)", () => {
  it('gives back every seed and its map', () => {
    const maps = themeMaps();
    expect(maps).toHaveLength(2);
    expect(evaluate(themeMapModule(maps))).toEqual(maps);
  });

  it('carries one map whole, the others as what they change (the map without motion: `motion`)', () => {
    const maps = themeMaps();
    const oneMap = JSON.stringify(maps[0]?.map).length;
    const code = themeMapModule(maps);
    // Two maps whole would be over twice one; the JSON text's escaped quotes and the seeds add about half of one.
    expect(code.length).toBeLessThan(oneMap * 1.6);
    expect(code).toContain('...{"motion":false}');
  });

  it('refuses a map that lacks a key of the first, which a change cannot express', () => {
    expect(() =>
      themeMapModule([
        { seed: {}, map: { a: 1, b: 2 } },
        { seed: {}, map: { a: 1 } },
      ]),
    ).toThrow(/without b/);
  });
});
