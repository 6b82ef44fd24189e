import { useEffect } from 'react';
import { SITE_NAME } from './site';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A JSON-LD object (structured data). */
export type JsonLd = { [key: string]: Json };

/** What a page tells browsers, link previews and search engines in the document's head. */
export interface PageHead {
  /** The title before the site name: the browser tab shows `{title} - 招聘门户`. */
  title: string;
  /** Meta and Open Graph description; none: the site's own (index.html). */
  description?: string;
  /** Absolute address of the page's one canonical copy (`<link rel="canonical">`, `og:url`). */
  canonicalUrl?: string;
  /** Open Graph type: `website` (the default) or `article` for one thing, such as a job. */
  type?: 'website' | 'article';
  /** Structured data, written as a `<script type="application/ld+json">` data block. */
  jsonLd?: JsonLd;
}

/** Who set a head: the route (page registry) or the page itself, which wins while it is mounted. */
export type HeadLayer = 'route' | 'page';

/** Marks the elements this module added, so it removes only its own. */
const MARK = 'data-page-head';
const layers = new Map<HeadLayer, PageHead>();
let siteDefaults: { title: string; description: string } | undefined;

function escapeForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` (no
 * `</script>` or `<!--` can end or change the block however the element is written out), U+2028/U+2029 escaped too.
 * It parses to the same value.
 */
export function serializeJsonLd(value: JsonLd): string {
  return escapeForScript(JSON.stringify(value));
}

function ownElement<K extends 'meta' | 'link' | 'script'>(doc: Document, tag: K, selector: string): HTMLElementTagNameMap[K] {
  const found = doc.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}${selector}`);
  if (found) return found;
  const element = doc.createElement(tag);
  element.setAttribute(MARK, '');
  doc.head.append(element);
  return element;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | undefined) {
  const selector = `[${attribute}="${key}"]`;
  if (content === undefined) {
    doc.head.querySelector(`meta${selector}[${MARK}]`)?.remove();
    return;
  }
  const meta = ownElement(doc, 'meta', selector);
  meta.setAttribute(attribute, key);
  meta.setAttribute('content', content);
}

/**
 * Writes a head into the document: title, meta description, Open Graph tags, canonical link and JSON-LD. Without a
 * head (or without a description) the site's own title and description from index.html come back; a canonical link,
 * `og:url` or JSON-LD not given is removed.
 */
export function writePageHead(head: PageHead | undefined, doc: Document = document): void {
  siteDefaults ??= {
    title: doc.title,
    description: doc.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  };
  const title = head ? `${head.title} - ${SITE_NAME}` : siteDefaults.title;
  const description = head?.description || siteDefaults.description || undefined;
  doc.title = title;
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'property', 'og:site_name', SITE_NAME);
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'property', 'og:description', description);
  setMeta(doc, 'property', 'og:type', head?.type ?? 'website');
  setMeta(doc, 'property', 'og:url', head?.canonicalUrl);

  if (head?.canonicalUrl) ownElement(doc, 'link', '[rel="canonical"]').setAttribute('rel', 'canonical');
  const canonical = doc.head.querySelector('link[rel="canonical"]');
  if (head?.canonicalUrl) canonical?.setAttribute('href', head.canonicalUrl);
  else if (canonical?.hasAttribute(MARK)) canonical.remove();

  const selector = `script[type="application/ld+json"][${MARK}]`;
  if (head?.jsonLd) {
    const script = ownElement(doc, 'script', `[type="application/ld+json"][${MARK}]`);
    script.type = 'application/ld+json';
    script.textContent = serializeJsonLd(head.jsonLd);
  } else doc.head.querySelector(selector)?.remove();
}

/** Sets (or, with undefined, clears) one layer's head and writes the one that wins: the page's, else the route's. */
export function setPageHead(layer: HeadLayer, head: PageHead | undefined): void {
  if (head) layers.set(layer, head);
  else layers.delete(layer);
  writePageHead(layers.get('page') ?? layers.get('route'));
}

function useHeadLayer(layer: HeadLayer, head: PageHead | undefined) {
  // Compared by value: a page may build its head afresh on every render.
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!key) return undefined;
    setPageHead(layer, JSON.parse(key) as PageHead);
    return () => setPageHead(layer, undefined);
  }, [layer, key]);
}

/**
 * The head of the page on screen, over its route's (page registry) while the page is mounted and the head given;
 * undefined (while loading, say) leaves the route's. Leaving the page restores the route's head.
 */
export function usePageHead(head: PageHead | undefined): void {
  useHeadLayer('page', head);
}

/** The route's head, from the page registry: the route view sets it for every page. */
export function useRouteHead(head: PageHead): void {
  useHeadLayer('route', head);
}
