// The text and page count of a PDF Chromium printed (page.pdf()), for tests that check what a printed page
// says. Chromium's PDFs keep objects plain and compress streams with Flate; text is drawn as glyph ids in
// hex, and each font's ToUnicode map turns them back into characters. Enough for checking words, not a
// general PDF reader.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const body = m[2] ?? '';
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + 'stream'.length;
    if (body[start] === '\r') start += 1;
    if (body[start] === '\n') start += 1;
    const end = body.lastIndexOf('endstream');
    const raw = Buffer.from(body.slice(start, end), 'latin1');
    let stream: Buffer = raw;
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = inflateSync(raw.subarray(0, raw.length - 1));
      }
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  return objects;
}

function hexToText(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= clean.length; i += 4)
    out += String.fromCharCode(parseInt(clean.slice(i, i + 4), 16));
  return out;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of source.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? [])
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set((m[1] ?? '').toLowerCase(), hexToText(m[2] ?? ''));
  for (const block of source.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? [])
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const width = (m[1] ?? '').length;
      const from = parseInt(m[1] ?? '0', 16);
      const to = parseInt(m[2] ?? '0', 16);
      const first = parseInt(m[3] ?? '0', 16);
      for (let code = from; code <= to; code++)
        map.set(code.toString(16).padStart(width, '0'), String.fromCodePoint(first + code - from));
    }
  return map;
}

export interface PdfText {
  pages: number;
  /** Every page's text, pages joined by a line break; runs of text joined by spaces. */
  text: string;
}

export function pdfText(pdf: Buffer): PdfText {
  const objects = objectsOf(pdf);
  const fontMaps = new Map<number, Map<string, string>>();
  for (const [id, obj] of objects) {
    const ref = /\/ToUnicode\s+(\d+) 0 R/.exec(obj.dict);
    const cmap = ref ? objects.get(Number(ref[1]))?.stream : null;
    if (cmap) fontMaps.set(id, cmapOf(cmap.toString('latin1')));
  }
  const pageIds = [...objects].filter(([, o]) => /\/Type\s*\/Page[^s]/.test(o.dict)).map(([id]) => id);
  const texts: string[] = [];
  for (const id of pageIds) {
    const page = objects.get(id);
    if (!page) continue;
    // The page's fonts by resource name (inline or in a resources object).
    let resources = page.dict;
    const resRef = /\/Resources\s+(\d+) 0 R/.exec(page.dict);
    if (resRef) resources = objects.get(Number(resRef[1]))?.dict ?? '';
    let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fontRef = /\/Font\s+(\d+) 0 R/.exec(resources);
    if (fontRef) fontDict = objects.get(Number(fontRef[1]))?.dict ?? '';
    const fonts = new Map<string, Map<string, string>>();
    for (const m of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g))
      fonts.set(m[1] ?? '', fontMaps.get(Number(m[2])) ?? new Map());
    const contentRefs = [
      ...(/\/Contents\s+(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
    ];
    let pageText = '';
    for (const ref of contentRefs) {
      const stream = objects.get(Number(ref[1]))?.stream?.toString('latin1') ?? '';
      let map = new Map<string, string>();
      const ops = /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|(BT|ET)/g;
      for (const m of stream.matchAll(ops)) {
        if (m[1] !== undefined) map = fonts.get(m[1]) ?? new Map();
        else if (m[4] === 'ET') pageText += ' ';
        else {
          const hexes =
            m[2] !== undefined
              ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '')
              : [m[3] ?? ''];
          for (const hex of hexes) {
            const width = [...map.keys()][0]?.length ?? 4;
            for (let i = 0; i + width <= hex.length; i += width)
              pageText += map.get(hex.slice(i, i + width).toLowerCase()) ?? '';
          }
        }
      }
    }
    // Ligatures (ﬁ) back to their letters.
    texts.push(pageText.normalize('NFKC').replace(/\s+/g, ' ').trim());
  }
  return { pages: pageIds.length, text: texts.join('\n') };
}
