import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

const LOOKS_LIKE_HTML = /<\/?[a-z][\s\S]*>/i;

/** Whether server text is an HTML fragment rather than plain text. */
export function looksLikeHtml(value: string): boolean {
  return LOOKS_LIKE_HTML.test(value);
}

/** Server text that may be an HTML fragment: sanitised (the strict profile) before it is rendered; plain text keeps its line breaks. */
export function RichText({ value }: { value: string }) {
  const html = useMemo(() => (looksLikeHtml(value) ? sanitizeHtml(value) : undefined), [value]);
  if (!value.trim()) return <p style={{ color: '#6b6b6b' }}>暂无</p>;
  if (html === undefined) return <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{value}</p>;
  return <div className="job-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
