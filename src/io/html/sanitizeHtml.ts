// Sanitised HTML for info toasts (R8.15), by DOMPurify with an allow-list: a few inline and list tags, and
// links (DOMPurify drops javascript: and other unsafe URLs) that open in a new tab without an opener.
// Where DOMPurify cannot run (no DOM), the markup is shown as text.
import DOMPurify from 'dompurify';

export const allowedTags = [
  'a',
  'b',
  'br',
  'code',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
];
export const allowedAttributes = ['href'];

export type HtmlPurifier = (html: string) => string;

let override: HtmlPurifier | null = null;
let hooked = false;

/** Replaces the sanitiser (tests); null restores DOMPurify. */
export function setHtmlPurifier(next: HtmlPurifier | null): void {
  override = next;
}

function purify(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: allowedAttributes });
}

/** Markup safe to insert with innerHTML. */
export function sanitizeHtml(html: string): string {
  if (override) return override(html);
  return DOMPurify.isSupported ? purify(html) : escapeHtml(html);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
