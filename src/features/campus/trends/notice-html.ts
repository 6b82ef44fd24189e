import { sanitizeHtmlFragment } from '@/components/sanitize-html';

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
  // The portal's one strict profile (rule CAMPUS-5, docs/decisions/053).
  const fragment = sanitizeHtmlFragment(html);
  shiftHeadings(fragment, topLevel);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
