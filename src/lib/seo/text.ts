/** The length of a meta description: about what a search result shows of a Chinese one. */
export const DESCRIPTION_LENGTH = 120;

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

/**
 * Plain text as a meta description: white space collapsed, cut at `DESCRIPTION_LENGTH`. Server HTML is read into
 * text first by `htmlText` (components/sanitize-html, docs/decisions/053); lib reads no HTML.
 */
export function metaDescription(text: string): string {
  return truncateText(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);
}
