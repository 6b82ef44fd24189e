import DOMPurify from 'dompurify';

/**
 * The sanitising rules of notices and answers (rule CAMPUS-5), stricter than the job texts' RichText: an own
 * DOMPurify instance, so its hook never touches other sanitised text. Besides DOMPurify's defaults (no script, no
 * event handler attribute, no `javascript:` or other unsafe URL), forms, styles and embedded content go, and so do
 * the `style`, `class` and `id` attributes that would reach into the portal's own styles and element ids.
 */
const purifier = DOMPurify(window);

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'svg', 'math'];
const FORBID_ATTR = ['style', 'class', 'id', 'target'];

function isExternal(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

// A link to another site opens in a new window without access to this one; a link of the portal stays in place.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href && isExternal(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const HEADING = /^H([1-6])$/;

/**
 * Moves the content's headings so its top one sits at `topLevel` (a notice's `<h3>` under the page's `<h1>` becomes
 * an `<h2>`): the page keeps one heading outline without gaps.
 */
function shiftHeadings(root: DocumentFragment, topLevel: number): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = headings.map((heading) => Number(HEADING.exec(heading.nodeName)?.[1] ?? 6));
  if (levels.length === 0) return;
  const shift = topLevel - Math.min(...levels);
  headings.forEach((heading, index) => {
    const level = Math.min(6, Math.max(topLevel, (levels[index] ?? 6) + shift));
    if (`H${level}` === heading.nodeName) return;
    const moved = heading.ownerDocument.createElement(`h${level}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  });
}

/** A notice's (or an answer's) HTML, sanitised, with its headings starting at `topLevel`. */
export function sanitizeNoticeHtml(html: string, topLevel: number): string {
  const fragment = purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR, RETURN_DOM_FRAGMENT: true });
  shiftHeadings(fragment, topLevel);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
