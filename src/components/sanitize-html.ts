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
