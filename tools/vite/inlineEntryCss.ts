// The first screen's stylesheet goes into index.html itself (issue 7, Lighthouse "render-blocking
// resources"): the splash and the first screen paint as soon as the HTML arrives, without waiting for a
// second request on a slow classroom connection. It is a few kB gzip; lazily loaded screens keep their own
// stylesheet files, which Vite loads with their chunk.
import type { Plugin } from 'vite';

/** A `<link rel="stylesheet" href="…">` tag's href, when the tag is one. */
function stylesheetHref(tag: string): string | undefined {
  if (!/\brel\s*=\s*["']?stylesheet["']?/i.test(tag)) return undefined;
  return /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
}

/**
 * Replaces each stylesheet link whose file `readCss` knows with a `<style>` holding its text; other links
 * stay. Returns the new HTML and the hrefs it inlined.
 */
export function inlineStylesheets(
  html: string,
  readCss: (href: string) => string | undefined,
): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const result = html.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = stylesheetHref(tag);
    const css = href === undefined ? undefined : readCss(href);
    if (href === undefined || css === undefined) return tag;
    inlined.push(href);
    // A literal `</style` inside the CSS would end the element early.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  return { html: result, inlined };
}

export function inlineEntryCss(): Plugin {
  const inlinedFiles: string[] = [];
  return {
    name: 'hoshi-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const fileOf = (href: string) => href.replace(/^\//, '');
        const { html: result, inlined } = inlineStylesheets(html, (href) => {
          const asset = bundle[fileOf(href)];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        // The file is not written, so the precache does not carry the same bytes twice.
        for (const href of inlined) {
          inlinedFiles.push(fileOf(href));
          // Removing an output from the bundle object is Rollup's documented way not to write it.
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
          delete bundle[fileOf(href)];
        }
        return result;
      },
    },
    // A lazy chunk that lists the entry's stylesheet among its preloads would fail to load (404): Vite
    // does so when the chunk imports from the chunk that owns the stylesheet (vite.config.ts keeps the
    // entry out of the shared chunk for this). Fail the build rather than ship that.
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const found = inlinedFiles.find((file) => output.code.includes(file));
        if (found) {
          this.error(
            `${output.fileName} preloads ${found}, which is inlined into index.html and not written`,
          );
        }
      }
    },
  };
}
