// Markdown sections of the benchmark report (used by scripts/bench.mjs). 1 kB = 1000 bytes, as Vite prints.
// First-load JS is reported as a figure (the tables above), no longer a target (issue 9, docs/decisions/023).
import { graphLine } from './bench-lantern.mjs';

export const TARGETS = { mobileScore: 90, desktopScore: 98, cls: 0.02 };
/** Packages that must never reach a visitor of the production build. */
const FORBIDDEN = ['msw', '@mswjs/interceptors', 'src/mocks'];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const pct = (part, whole) => `${Math.round((part / whole) * 100)}%`;
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** Gzip bytes of each package in a first load, splitting each chunk's gzip size by its modules' minified shares. */
function byPackage(scripts, composition) {
  const sizes = new Map();
  for (const script of scripts) {
    const owners = composition?.[script.file]?.owners;
    const total = owners?.reduce((sum, [, bytes]) => sum + bytes, 0) ?? 0;
    if (!owners || total === 0) {
      sizes.set(`(${script.file})`, (sizes.get(`(${script.file})`) ?? 0) + script.gzip);
      continue;
    }
    for (const [owner, bytes] of owners) sizes.set(owner, (sizes.get(owner) ?? 0) + (script.gzip * bytes) / total);
  }
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]);
}

export function firstLoadSection({ pages, firstLoad, composition, focus }) {
  const lines = [
    '## First-load JavaScript',
    '',
    'gzip -9 of every script a first visit loads (fresh browser context, until the network is idle).',
    '',
    table(
      ['page', 'HTML (brotli)', 'CSS inline', 'first screen', 'scripts', 'JS gzip', 'JS minified', 'document title'],
      pages.map((page) => {
        const result = firstLoad[page.key];
        const doc = result.document;
        return [
          page.label,
          doc ? kB(doc.brotli) : '—',
          doc ? kB(doc.inlineCss) : '—',
          doc ? (doc.drawn ? doc.file : `— (${doc.file})`) : '—',
          String(result.scripts.length),
          `**${kB(result.totalGzip)}**`,
          kB(result.totalRaw),
          result.title || '—',
        ];
      }),
    ),
    '',
    'HTML: what nginx sends for the address (brotli), a landing page its own first screen (docs/decisions/080); the rest of the',
    'CSS is one stylesheet after the content, off the render path.',
  ];
  const focused = firstLoad[focus];
  const label = pages.find((page) => page.key === focus)?.label ?? focus;
  lines.push('', `### ${label}: chunks of the first load`, '');
  lines.push(
    table(
      ['chunk', 'gzip', 'made of (share of minified bytes)'],
      focused.scripts.map((script) => {
        const info = composition?.[script.file];
        const total = info?.owners.reduce((sum, [, bytes]) => sum + bytes, 0) ?? 0;
        const madeOf = info
          ? info.owners
              .slice(0, 5)
              .map(([owner, bytes]) => `${owner} ${pct(bytes, total)}`)
              .join(', ')
          : '(no build info)';
        return [script.file, kB(script.gzip), madeOf];
      }),
    ),
  );
  if (composition) {
    const packages = byPackage(focused.scripts, composition);
    lines.push('', `### ${label}: first load by package (≈ gzip, each chunk's gzip split by minified share)`, '');
    lines.push(
      table(
        ['package', '≈ gzip'],
        packages.slice(0, 15).map(([owner, bytes]) => [owner, kB(bytes)]),
      ),
    );
    const forbidden = packages.filter(([owner]) => FORBIDDEN.some((name) => owner === name || owner.startsWith(`${name}/`)));
    if (forbidden.length) lines.push('', `**Mock code in the first load:** ${forbidden.map(([o]) => o).join(', ')}`);
  }
  const notes = pages.flatMap((page) => {
    const result = firstLoad[page.key];
    return [
      ...[...new Set(result.apiErrors)].map((e) => `- ${page.label}: API ${e}`),
      ...[...new Set(result.consoleErrors)].map((e) => `- ${page.label}: console error: ${e}`),
    ];
  });
  if (notes.length) lines.push('', 'Problems seen while loading (pages may show error states):', '', ...notes.slice(0, 20));
  return lines.join('\n');
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');
const score = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '—');
const shift = (value) => (Number.isFinite(value) ? value.toFixed(3) : '—');

export function lighthouseSection({ cells, runs }) {
  const lines = [
    `## Lighthouse 12.8.2 (performance, median of ${runs} run${runs > 1 ? 's' : ''})`,
    '',
    'Simulated throttling. Mobile: Moto G Power screen, 4× CPU slowdown, slow 4G, with the desktop user agent',
    '(a mobile user agent is sent to the separate h5 app). Desktop: Lighthouse desktop preset. mobile-devtools (when',
    'asked for): the mobile preset with CPU and network throttled during the load instead of simulated.',
    '',
    table(
      ['page', 'preset', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'runs'],
      cells.map((c) => [
        c.label,
        c.preset,
        `**${score(c.score)}**`,
        seconds(c.lcp),
        millis(c.tbt),
        shift(c.cls),
        seconds(c.fcp),
        `${c.runs.length}/${runs}`,
      ]),
    ),
  ];
  const benchmarks = cells.flatMap((c) => c.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
  if (benchmarks.length) {
    const sorted = benchmarks.sort((a, b) => a - b);
    lines.push('', `Lighthouse benchmark index of this machine: ${Math.round(sorted[Math.floor(sorted.length / 2)])} (median).`);
  }
  const graphs = cells
    .filter((c) => c.runs.some((r) => r.graphs))
    .flatMap((c) => c.runs.map((r, i) => `- ${c.label} #${i + 1}: LCP ${seconds(r.lcp)}; ${graphLine(r.graphs)}`));
  if (graphs.length) {
    lines.push(
      '',
      "What each mobile run's simulated paints counted (pessimistic graphs; CPU at 4×; scripts/bench-lantern.mjs):",
      '',
      ...graphs,
    );
  }
  const elements = cells.filter((c) => c.runs[0]?.lcpElement).map((c) => `- ${c.label} (${c.preset}): ${c.runs[0].lcpElement}`);
  if (elements.length) lines.push('', 'LCP element (first run):', '', ...elements);
  const shifted = cells
    .filter((c) => c.runs[0]?.shifts?.length)
    .map((c) => `- ${c.label} (${c.preset}): ${c.runs[0].shifts.map((s) => `${s.element} ${s.score.toFixed(3)}`).join('; ')}`);
  if (shifted.length) lines.push('', 'Largest layout shifts (first run):', '', ...shifted);
  const warnings = [
    ...new Set(cells.flatMap((c) => c.runs.flatMap((r) => r.warnings.map((w) => `- ${c.label} (${c.preset}): ${w}`)))),
  ];
  if (warnings.length) lines.push('', 'Lighthouse warnings:', '', ...warnings);
  const failures = cells.flatMap((c) => c.errors.map((e) => `- ${c.label} (${c.preset}): ${e}`));
  if (failures.length) lines.push('', 'Failed runs:', '', ...failures);
  return lines.join('\n');
}

export function targetsSection({ firstLoad, cells, lighthouse, mockFree, detailIdFound }) {
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const lines = ['## Targets', ''];
  lines.push(`- (figure) first-load JS of the job list: ${kB(firstLoad.jobList.totalGzip)} gzip`);
  if (lighthouse) {
    for (const [preset, minimum] of [
      ['mobile', TARGETS.mobileScore],
      ['desktop', TARGETS.desktopScore],
    ]) {
      const mine = cells.filter((c) => c.preset === preset);
      // The targets speak only of the presets that ran (`--presets`).
      if (mine.length === 0) continue;
      const ok = mine.every((c) => c.score >= minimum);
      lines.push(
        `- ${verdict(ok)} Lighthouse ${preset} ≥ ${minimum} on every page: ${mine.map((c) => `${c.label} ${score(c.score)}`).join(', ')}`,
      );
    }
    const worst = cells.reduce((max, c) => (Number.isFinite(c.cls) && c.cls > max.cls ? c : max), { cls: -1 });
    const clsOk = cells.every((c) => c.cls <= TARGETS.cls);
    lines.push(
      `- ${verdict(clsOk)} CLS ≤ ${TARGETS.cls} everywhere: worst ${shift(worst.cls)}${worst.label ? ` (${worst.label}, ${worst.preset})` : ''}`,
    );
  } else {
    lines.push('- (Lighthouse skipped: --no-lighthouse)');
  }
  if (mockFree === false) lines.push('- WARNING: the measured bundle contains mock code (scripts/check-prod-build.mjs failed)');
  if (!detailIdFound) lines.push('- WARNING: no seeded position id was found; job detail was measured with an unknown id');
  return lines.join('\n');
}
