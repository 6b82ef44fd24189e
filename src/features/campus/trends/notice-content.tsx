import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASE } from '@/lib/config/paths';
import { looksLikeHtml } from '@/components/rich-text';
import { sanitizeNoticeHtml } from './notice-html';
import styles from './notice-content.module.css';

interface NoticeContentProps {
  /** The server's HTML (or plain text). */
  value: string;
  /** The level the content's top heading gets (the page's own headings come before it). */
  topHeadingLevel: number;
  /** Shown when there is nothing to show. */
  emptyText?: string;
}

/**
 * A notice's or an answer's body: sanitised HTML (notice-html.ts), plain text with its line breaks. A link to a page
 * of the portal opens in place like any other link of the app, without reloading it.
 */
export function NoticeContent({ value, topHeadingLevel, emptyText = '暂无内容' }: NoticeContentProps) {
  const navigate = useNavigate();
  const html = useMemo(
    () => (looksLikeHtml(value) ? sanitizeNoticeHtml(value, topHeadingLevel) : undefined),
    [value, topHeadingLevel],
  );

  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${BASE}/`)) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  if (!value.trim()) return <p className={styles.empty}>{emptyText}</p>;
  if (html === undefined) return <p className={`${styles.content} ${styles.plain}`}>{value}</p>;
  // The click handler only routes clicks on the links inside (Enter on a link is a click too).
  return <div className={styles.content} onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}
