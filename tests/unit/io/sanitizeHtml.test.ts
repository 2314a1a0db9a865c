// Info toasts allow sanitised HTML (R8.15). DOMPurify itself is exercised in Chromium
// (tests/e2e/sanitizeHtml.test.ts: happy-dom's DOM is not one DOMPurify accepts); here, the fallbacks:
// without a DOM the markup is shown as text, and a replacement sanitiser can be installed.
import { afterEach, describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeHtml, setHtmlPurifier } from '../../../src/io/html/sanitizeHtml';

afterEach(() => setHtmlPurifier(null));

describe('sanitizeHtml without a DOM', () => {
  it('shows markup as text', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
    );
  });

  it('defers to an installed sanitiser', () => {
    setHtmlPurifier((html) => `purified:${html}`);
    expect(sanitizeHtml('<b>x</b>')).toBe('purified:<b>x</b>');
  });

  it('escapes text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
