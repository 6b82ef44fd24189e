/**
 * Server HTML turned into what a search engine reads: plain text for a meta description, and a fragment of bare
 * structural tags for a JobPosting's description. Pure string work (no DOM), so it runs in node tests and costs the
 * page nothing to load; the result is data for a crawler, never rendered by the portal.
 */

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT =
  /<(script|style|template|noscript|textarea|title|iframe|object|svg|math|select|button)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
/** Tags whose end separates words: a line break in the text. */
const BLOCK = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'section']);
/** The tags a JobPosting description keeps (attributes never). */
const KEPT = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'h5', 'h6']);
/** Headings 1 and 2 belong to the page, not to a job's text: shifted to 3. */
const SHIFTED: Record<string, string> = { h1: 'h3', h2: 'h3', div: 'p', section: 'p' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the named entities server HTML uses and every numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function withoutHiddenParts(html: string): string {
  return html.replace(COMMENT, '').replace(DROPPED_WITH_CONTENT, '');
}

/** Plain text of server HTML (or of plain text): tags gone, entities decoded, white space collapsed to single spaces. */
export function htmlToText(html: string): string {
  const text = withoutHiddenParts(html).replace(TAG, (_, name: string) => (BLOCK.has(name.toLowerCase()) ? ' ' : ''));
  // A stray `<` that opened no tag stays as text; one left of a broken tag (`<p class="x`) is cut off with its rest.
  return decodeEntities(text.replace(/<[a-zA-Z/!][^>]*$/, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of text, cut at the limit with an ellipsis (the cut character included in the count). */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function escapeText(text: string): string {
  return text
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A fragment of bare structural tags (p, br, lists, bold, italics, headings 3–6) with no attribute: every other tag
 * is dropped (its text kept), script-like elements and comments with their content, and text keeps no `<` or `>`.
 * Plain text (no tag) becomes paragraphs, one a line.
 */
export function sanitizeJobHtml(html: string): string {
  const source = withoutHiddenParts(html);
  if (!/<\/?[a-zA-Z]/.test(source)) {
    return source
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `<p>${escapeText(line)}</p>`)
      .join('');
  }
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const raw = (match[1] ?? '').toLowerCase();
    const name = SHIFTED[raw] ?? raw;
    if (!KEPT.has(name)) continue;
    const closing = match[0][1] === '/';
    out += name === 'br' ? (closing ? '' : '<br>') : closing ? `</${name}>` : `<${name}>`;
  }
  return (out + escapeText(source.slice(last).replace(/<[a-zA-Z/!][^>]*$/, ''))).trim();
}
