import DOMPurify from 'dompurify';

/**
 * The one HTML profile of every piece of server HTML — job descriptions, notices, answers (docs/decisions/053). An
 * own DOMPurify instance, so its hook never touches other sanitising. Besides DOMPurify's defaults (no script, no
 * event handler attribute, no `javascript:` or other unsafe URL): no style elements or attributes, no forms or
 * inputs, no SVG or MathML, no embedded content, and no `class`/`id` that would reach into the portal's own styles
 * and element ids. Links and images keep only http(s) addresses; a link to another site opens in a new window
 * without access to this one.
 */
const purifier = DOMPurify(window);

const FORBID_TAGS = [
  'style',
  'link',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'video',
  'audio',
  'base',
  'meta',
];
const FORBID_ATTR = ['style', 'class', 'id', 'target', 'srcset', 'action', 'formaction'];
const URL_ATTRIBUTES = ['href', 'src'];

function resolved(value: string): URL | undefined {
  try {
    return new URL(value, window.location.href);
  } catch {
    return undefined;
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    const url = resolved(value);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) node.removeAttribute(name);
  }
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  const url = href ? resolved(href) : undefined;
  if (url && url.origin !== window.location.origin) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Server HTML under the strict profile, as a fragment (for callers that rework it, e.g. a notice's headings). */
export function sanitizeHtmlFragment(html: string): DocumentFragment {
  return purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR, RETURN_DOM_FRAGMENT: true });
}

/** Server HTML under the strict profile, as markup. */
export function sanitizeHtml(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeHtmlFragment(html));
  return box.innerHTML;
}

/*
 * What search engines read of server HTML (docs/decisions/069), from the same purifier and profile: the page's head
 * and JobPosting say what the page shows.
 */

/** Block elements: their ends separate words in text. */
const BLOCK_TAGS = `address article aside blockquote dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header li main
  ol p pre section table td th tr ul`.split(/\s+/);
const TEXT_BREAKS = new Set([...BLOCK_TAGS, 'br', 'hr']);

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return '';
  const inner = Array.from(node.childNodes, textOf).join('');
  return TEXT_BREAKS.has(node.nodeName.toLowerCase()) ? ` ${inner} ` : inner;
}

/**
 * The plain text of server HTML (or of plain text) under the strict profile, for a meta description: what the page
 * shows of it, entities decoded, block elements separating words, white space collapsed to single spaces.
 */
export function htmlText(html: string): string {
  return textOf(sanitizeHtmlFragment(html)).replace(/\s+/g, ' ').trim();
}

/** The tags a JobPosting's description keeps, never with an attribute. */
const JOB_POSTING_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'h5', 'h6'];
/** Blocks the JobPosting does not keep that read as a paragraph when they hold no other block. */
const PARAGRAPH_LIKE =
  'div, section, article, aside, header, footer, main, blockquote, pre, address, figure, figcaption, dt, dd, td, th';
const ANY_BLOCK = BLOCK_TAGS.join(', ');

function renamed(element: Element, name: string): void {
  const replacement = element.ownerDocument.createElement(name);
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
}

/**
 * Server HTML as a JobPosting's `description`: the strict profile, further limited to bare structural tags
 * (paragraphs, line breaks, lists, bold, italics, headings 3–6) with no attribute at all; any other element gives up
 * its tag and keeps its text, as the page shows it. Headings 1–2 (the page's) become 3; a `div` or the like holding no
 * other block becomes a paragraph. Plain text (no element) becomes paragraphs, one a line.
 */
export function jobPostingHtml(html: string): string {
  const fragment = sanitizeHtmlFragment(html);
  if (!fragment.querySelector('*')) {
    const box = document.createElement('div');
    for (const line of (fragment.textContent ?? '').split(/\r?\n/)) {
      if (!line.trim()) continue;
      const paragraph = document.createElement('p');
      paragraph.textContent = line.trim();
      box.append(paragraph);
    }
    return box.innerHTML;
  }
  for (const heading of fragment.querySelectorAll('h1, h2')) renamed(heading, 'h3');
  for (const block of fragment.querySelectorAll(PARAGRAPH_LIKE)) if (!block.querySelector(ANY_BLOCK)) renamed(block, 'p');
  // The reworked tree itself, not its markup: no second parse moves anything (a paragraph in a table row).
  return purifier.sanitize(fragment, { FORBID_TAGS, FORBID_ATTR, ALLOWED_TAGS: JOB_POSTING_TAGS, ALLOWED_ATTR: [] }).trim();
}
