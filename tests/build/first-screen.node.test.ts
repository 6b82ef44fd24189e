import { AFTER_PAINT_APP, AFTER_PAINT_PRELOADS, AFTER_PAINT_SOURCE } from '../../build/after-paint.mjs';
import {
  FIRST_SCREEN_END,
  appAfterPaint,
  firstScreenHtml,
  inertFields,
  laterChunks,
  missingStaticImports,
  withoutLibraryPreloads,
  type FirstScreen,
} from '../../build/first-screen';
import { FIRST_SCREEN_ROUTES, firstScreenAddress, firstScreenFile } from '../../build/first-screen-routes';
import { TRENDS_TABS } from '@/features/campus/trends/trends-search';
import { PORTAL_ROUTES, type PortalBusiness } from '../../e2e-nginx/portal-routes';

const BASE = '/recruit-web/';
const INDEX = [
  '<!doctype html><html lang="zh-CN"><head>',
  '<meta name="description" content="招聘门户：社会招聘">',
  '<title>招聘门户</title>',
  '<script type="module" crossorigin src="/recruit-web/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">',
  '<link rel="stylesheet" crossorigin href="/recruit-web/assets/index-C.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const screen = (overrides: Partial<FirstScreen> = {}): FirstScreen => ({
  html: '<div class="page"><h1>社会招聘职位</h1><input placeholder="搜索"></div>',
  styles: ['<style>.css-var-portal{--ant-color-primary:#d4282d}</style>'],
  title: '社会招聘职位 - 招聘门户',
  description: '全部社会招聘职位',
  fetched: ['assets/index-A.js', 'assets/vendor-B.js', 'assets/job-list-page-D.js', 'assets/job-list-page-E.css', 'favicon.svg'],
  ...overrides,
});

describe('missingStaticImports (docs/decisions/107)', () => {
  const graph = new Map([
    ['assets/page.js', ['assets/vendor.js', 'assets/table.js']],
    ['assets/table.js', ['assets/vendor.js', 'assets/select.js']],
    ['assets/select.js', ['assets/vendor.js', 'assets/icon.js']],
    ['assets/vendor.js', []],
    ['assets/icon.js', []],
  ]);

  it('names the static imports of the fetched chunks, all the way down, that the route had not fetched', () => {
    expect(missingStaticImports(['assets/page.js', 'assets/table.js', 'assets/vendor.js', 'favicon.svg'], graph)).toEqual([
      'assets/select.js',
      'assets/icon.js',
    ]);
  });

  it('names none for a route whose chunks came whole, and follows no chunk it did not fetch', () => {
    expect(missingStaticImports(['assets/select.js', 'assets/vendor.js', 'assets/icon.js'], graph)).toEqual([]);
    expect(missingStaticImports(['assets/vendor.js'], graph)).toEqual([]);
  });
});

describe('laterChunks (docs/decisions/120)', () => {
  const graph = new Map([
    ['assets/page.js', ['assets/vendor.js', 'assets/card.js']],
    ['assets/card.js', ['assets/vendor.js', 'assets/icon.js']],
    ['assets/table.js', ['assets/vendor.js', 'assets/select.js']],
    ['assets/select.js', ['assets/vendor.js', 'assets/icon.js']],
    ['assets/vendor.js', []],
    ['assets/icon.js', []],
  ]);

  it('names what the fetched chunks lack first, then the chunks started after the render began and their imports', () => {
    expect(
      laterChunks(['assets/page.js', 'assets/vendor.js'], ['assets/table.js', 'assets/table.css', 'favicon.svg'], graph),
    ).toEqual(['assets/card.js', 'assets/icon.js', 'assets/table.js', 'assets/select.js']);
  });

  it('names each file once, and none the route fetched before its render began', () => {
    expect(
      laterChunks(
        ['assets/page.js', 'assets/vendor.js', 'assets/card.js', 'assets/icon.js'],
        ['assets/card.js', 'assets/table.js', 'assets/select.js'],
        graph,
      ),
    ).toEqual(['assets/table.js', 'assets/select.js']);
    expect(laterChunks(['assets/page.js', 'assets/vendor.js', 'assets/card.js', 'assets/icon.js'], [], graph)).toEqual([]);
  });
});

describe('firstScreenHtml', () => {
  const html = firstScreenHtml(INDEX, screen(), BASE);

  it('draws the root with the first screen, its form fields inert', () => {
    expect(html).toContain('<div id="root"><div class="page"><h1>社会招聘职位</h1><input inert placeholder="搜索"></div></div>');
  });

  it('has the browser render only once the whole root is parsed: a marker after it, expected from the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render">`);
    expect(html).toContain(`</div></div><template id="${FIRST_SCREEN_END}"></template></body>`);
    expect(html.match(new RegExp(`id="${FIRST_SCREEN_END}"`, 'g'))).toHaveLength(1);
  });

  it('names the page in the title and the description, escaped', () => {
    expect(html).toContain('<title>社会招聘职位 - 招聘门户</title>');
    expect(html).toContain('<meta name="description" content="全部社会招聘职位">');
    const odd = firstScreenHtml(INDEX, screen({ title: 'A & <B>', description: 'say "hi"' }), BASE);
    expect(odd).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(odd).toContain('content="say &quot;hi&quot;"');
  });

  it('keeps the site description where the page sets none', () => {
    expect(firstScreenHtml(INDEX, screen({ description: null }), BASE)).toContain('content="招聘门户：社会招聘"');
  });

  it('preloads the chunks and links the stylesheets the page fetched beyond index.html’s, once each', () => {
    expect(html.match(/modulepreload/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/recruit-web/assets/job-list-page-D.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/recruit-web/assets/job-list-page-E.css">');
    expect(html).not.toContain('favicon.svg');
    expect(html.match(/index-A\.js/g)).toHaveLength(1);
  });

  it('asks for the shell’s library chunks after the first paint, at their own priority; the page’s own chunks at once', () => {
    const withLibraries = firstScreenHtml(INDEX, screen(), BASE, new Set(['/recruit-web/assets/vendor-B.js']));
    const vendor = '<link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">';
    expect(withLibraries).toContain(
      `<template id="${AFTER_PAINT_PRELOADS}">${vendor}</template><script data-after="${AFTER_PAINT_PRELOADS}">${AFTER_PAINT_SOURCE}</script>`,
    );
    expect(withLibraries.match(/vendor-B\.js/g)).toHaveLength(1);
    expect(withLibraries).toContain('<link rel="modulepreload" crossorigin href="/recruit-web/assets/job-list-page-D.js">');
    expect(withLibraries.indexOf('job-list-page-D.js')).toBeLessThan(withLibraries.indexOf(AFTER_PAINT_PRELOADS));
    expect(withLibraries).not.toContain('fetchpriority="');
    // Without libraries named (the default), nothing waits for the paint.
    expect(html).not.toContain(AFTER_PAINT_PRELOADS);
    expect(html).toContain(vendor);
  });

  it('asks for the chunks the fetched ones import that the page had not fetched after the first paint, at low priority, scripts only', () => {
    const withImports = firstScreenHtml(
      INDEX,
      screen({ imports: ['assets/table-F.js', 'assets/vendor-B.js', 'assets/table-G.css'] }),
      BASE,
      new Set(['/recruit-web/assets/vendor-B.js']),
    );
    expect(withImports).toContain(
      `<template id="${AFTER_PAINT_PRELOADS}"><link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">` +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/recruit-web/assets/table-F.js"></template>',
    );
    expect(withImports.match(/fetchpriority="/g)).toHaveLength(1);
    expect(withImports).not.toContain('table-G.css');
  });

  it("has the head's starter start the phone check's worker at the first paint, never preloaded (docs/decisions/130)", () => {
    const worker = '/recruit-web/assets/device-verdict.worker-W.js';
    const fetched = [...screen().fetched, 'assets/device-verdict.worker-W.js'];
    const withWorker = firstScreenHtml(INDEX, screen({ fetched }), BASE, new Set(['/recruit-web/assets/vendor-B.js']));
    expect(withWorker).toContain(
      `</template><script data-after="${AFTER_PAINT_PRELOADS}" data-verdict-worker="${worker}">${AFTER_PAINT_SOURCE}</script>`,
    );
    expect(withWorker.match(/device-verdict\.worker/g)).toHaveLength(1);
    // Without libraries to ask for after the paint, the starter is there for the worker alone.
    expect(firstScreenHtml(INDEX, screen({ fetched }), BASE)).toContain(
      `<template id="${AFTER_PAINT_PRELOADS}"></template><script data-after="${AFTER_PAINT_PRELOADS}" data-verdict-worker="${worker}">`,
    );
    const two = screen({ fetched: [...fetched, 'assets/other.worker-V.js'] });
    expect(() => firstScreenHtml(INDEX, two, BASE)).toThrow(/one worker is started from the HTML/);
  });

  it('carries the head’s run-time styles (antd’s theme variables)', () => {
    expect(html).toMatch(/<style>\.css-var-portal\{--ant-color-primary:#d4282d\}<\/style>\s*<\/head>/);
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => firstScreenHtml(INDEX.replace('<div id="root"></div>', ''), screen(), BASE)).toThrow(/empty root/);
  });
});

describe('withoutLibraryPreloads', () => {
  it('takes the libraries’ links out of index.html, in its order', () => {
    const two = INDEX.replace(
      '<link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">',
      '<link rel="modulepreload" crossorigin href="/recruit-web/assets/react-R.js">\n<link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">',
    );
    const { html, links } = withoutLibraryPreloads(
      two,
      new Set(['/recruit-web/assets/vendor-B.js', '/recruit-web/assets/react-R.js']),
    );
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/recruit-web/assets/react-R.js">',
      '<link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">',
    ]);
    expect(html).toBe(INDEX.replace('<link rel="modulepreload" crossorigin href="/recruit-web/assets/vendor-B.js">\n', ''));
  });

  it('leaves a library index.html does not link alone, and refuses one linked in another form', () => {
    expect(withoutLibraryPreloads(INDEX, new Set(['/recruit-web/assets/react-X.js']))).toEqual({ html: INDEX, links: [] });
    const other = INDEX.replace('<link rel="modulepreload" crossorigin href', '<link rel="modulepreload" href');
    expect(() => withoutLibraryPreloads(other, new Set(['/recruit-web/assets/vendor-B.js']))).toThrow(/expected modulepreload/);
  });
});

describe('appAfterPaint', () => {
  it('moves the entry script from the head into a template at the very end of the body, with its starter', () => {
    const page = INDEX.replace('</body>', '<link rel="stylesheet" crossorigin href="/recruit-web/assets/index-C.css"></body>');
    const moved = appAfterPaint(page);
    expect(moved.slice(0, moved.indexOf('</head>'))).not.toContain('<script');
    expect(moved).toContain(
      `index-C.css"><template id="${AFTER_PAINT_APP}"><script type="module" crossorigin src="/recruit-web/assets/index-A.js"></script></template>` +
        `<script data-after="${AFTER_PAINT_APP}">${AFTER_PAINT_SOURCE}</script></body>`,
    );
    expect(moved.match(/index-A\.js/g)).toHaveLength(1);
  });

  it('refuses a page without an entry script', () => {
    expect(() => appAfterPaint(appAfterPaint(INDEX))).toThrow(/no entry script/);
  });
});

describe('inertFields', () => {
  it('makes inputs, text areas and selects inert, nothing else', () => {
    expect(inertFields('<input type="text"><textarea></textarea><select></select><inputs><button>搜索</button>')).toBe(
      '<input inert type="text"><textarea inert></textarea><select inert></select><inputs><button>搜索</button>',
    );
  });
});

describe('FIRST_SCREEN_ROUTES', () => {
  it('names routes of the portal, each file once', () => {
    const files = FIRST_SCREEN_ROUTES.map(firstScreenFile);
    expect(new Set(files).size).toBe(files.length);
    for (const { path } of FIRST_SCREEN_ROUTES) {
      const [business, ...rest] = path.split('/');
      expect(PORTAL_ROUTES[business as PortalBusiness], path).toContain(rest.join('/'));
    }
  });

  it('signs in for the staff and interview pages only', () => {
    for (const { path, signedIn } of FIRST_SCREEN_ROUTES) {
      const business = path.split('/')[0];
      expect(signedIn, path).toBe(business === 'candidate' ? undefined : business);
    }
  });

  it("draws job detail at a job's address, so that its screen is the job's skeleton, not the not-found page", () => {
    const details = FIRST_SCREEN_ROUTES.filter((route) => route.path.endsWith('/jobDetail'));
    expect(details.map(({ path }) => path)).toEqual(['candidate/social/jobDetail', 'candidate/shop/jobDetail']);
    for (const route of details) {
      expect(firstScreenAddress(route)).toBe(`${route.path}?id=first-screen`);
      expect(firstScreenFile(route)).toBe(route.path);
    }
  });

  it('draws the trends tabs that are not its first by their own address and file (nginx: plain lower-case words)', () => {
    const tabs = FIRST_SCREEN_ROUTES.filter((route) => route.tab);
    expect(tabs.map(({ tab }) => tab)).toEqual(TRENDS_TABS.slice(1).map(({ key }) => key));
    for (const route of tabs) {
      expect(route.tab).toMatch(/^[a-z]+$/);
      expect(firstScreenAddress(route)).toBe(`candidate/school/trends?tab=${route.tab}`);
      expect(firstScreenFile(route)).toBe(`candidate/school/trends.tab-${route.tab}`);
    }
  });
});
