import { antdCssVarStyles, cssHashOf, LATER_ANTD_COMPONENTS, withLaterStyles } from '../../build/antd-css-vars';

/** The scope of each style (`.css-var-portal.ant-tag` → `ant-tag`). */
const scopes = (styles: string[]) => styles.map((style) => /\.css-var-portal\.([\w-]+)\{/.exec(style)?.[1]);

describe("the variables of antd's later components, drawn at build time (docs/decisions/105)", () => {
  it("gives each component's variables under the portal's scope, marked as antd marks its own", () => {
    const styles = antdCssVarStyles(['Tag', 'Table']);
    // A table renders a Spin (its loading state) too.
    expect(scopes(styles).sort()).toEqual(['ant-spin', 'ant-table-css-var', 'ant-tag']);
    for (const style of styles) {
      expect(style).toMatch(/^<style data-rc-order="prependQueue" data-rc-priority="-999"[^>]* data-token-hash="css-var-portal"/);
      expect(cssHashOf(style)).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('gives the hashes the browser computes for the portal’s theme (read from a running page)', () => {
    const hashes = Object.fromEntries(
      antdCssVarStyles(LATER_ANTD_COMPONENTS).map((style) => [scopes([style])[0], cssHashOf(style)]),
    );
    // The data-css-hash values of the style elements antd inserted on the built staff ranking page (2026-11-28).
    expect(hashes).toMatchObject({
      'ant-tag': '12z0g1b',
      'ant-pagination': '1guqhin',
      'ant-spin': 'jccudm',
      'ant-table-css-var': 'dnq9im',
    });
  });

  it('renders nothing for no component', () => {
    expect(antdCssVarStyles([])).toEqual([]);
  });

  it('adds only the styles whose hash the first screen does not have yet', () => {
    const own = ['<style data-css-hash="a">x</style>', '<style>y</style>'];
    const later = ['<style data-css-hash="a">x</style>', '<style data-css-hash="b">z</style>'];
    expect(withLaterStyles(own, later)).toEqual([...own, '<style data-css-hash="b">z</style>']);
  });
});
