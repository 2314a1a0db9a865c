// Draws the app icons (a corner of a Go board with a black and a white stone) and writes them as PNG and
// ICO, so the icons are reproducible from source: `node --import tsx tools/icons.ts`. The manifest's
// screenshots are of the real app instead (tools/screenshots.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Rgba = [number, number, number, number];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(pixels.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws the icon at `size`; `safe` is the fraction of the canvas the artwork may use (maskable: 0.8). */
export function drawIcon(size: number, options: { safe: number; rounded: boolean }): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const board: Rgba = [233, 194, 122, 255];
  const line: Rgba = [43, 33, 24, 255];
  const radius = options.rounded ? size * 0.18 : 0;
  const samples = 4;
  const inset = (size * (1 - options.safe)) / 2;
  const art = size - 2 * inset;
  const cell = art / 4;
  const lineWidth = Math.max(1, size / 96);
  const stones: { cx: number; cy: number; fill: Rgba; edge: Rgba }[] = [
    { cx: inset + cell * 1.5, cy: inset + cell * 1.5, fill: [20, 20, 20, 255], edge: [0, 0, 0, 255] },
    { cx: inset + cell * 2.5, cy: inset + cell * 2.5, fill: [250, 250, 246, 255], edge: [60, 50, 40, 255] },
  ];
  const stoneR = cell * 0.48;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Supersample: each sample takes the colour of the topmost layer, the pixel averages them.
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < samples * samples; s++) {
        const sx = x + ((s % samples) + 0.5) / samples;
        const sy = y + (Math.floor(s / samples) + 0.5) / samples;
        const dx = Math.max(radius - sx, 0, sx - (size - radius));
        const dy = Math.max(radius - sy, 0, sy - (size - radius));
        if (radius > 0 && dx * dx + dy * dy > radius * radius) continue;
        let colour: Rgba = board;
        for (let k = 0.5; k < 4; k++) {
          const p = inset + cell * k;
          const span = (v: number) =>
            v > inset + cell * 0.5 - lineWidth / 2 && v < inset + cell * 3.5 + lineWidth / 2;
          if (
            (Math.abs(sx - p) < lineWidth / 2 && span(sy)) ||
            (Math.abs(sy - p) < lineWidth / 2 && span(sx))
          )
            colour = line;
        }
        for (const st of stones) {
          const d = Math.hypot(sx - st.cx, sy - st.cy);
          if (d <= stoneR) colour = d > stoneR - lineWidth ? st.edge : st.fill;
        }
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0);
        sum[3] = (sum[3] ?? 0) + 1;
      }
      const i = (y * size + x) * 4;
      const n = sum[3] ?? 0;
      if (n === 0) continue;
      for (let c = 0; c < 3; c++) px[i + c] = Math.round((sum[c] ?? 0) / n);
      px[i + 3] = Math.round((n / (samples * samples)) * 255);
    }
  }
  return px;
}

/** An ICO file holding PNG images (supported by every current browser). */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, n) => {
    const e = 6 + 16 * n;
    header[e] = size >= 256 ? 0 : size;
    header[e + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

function main(): void {
  const out = path.resolve('public');
  fs.mkdirSync(path.join(out, 'icons'), { recursive: true });
  for (const size of [192, 512]) {
    fs.writeFileSync(
      path.join(out, 'icons', `icon-${size}.png`),
      encodePng(size, drawIcon(size, { safe: 1, rounded: true })),
    );
  }
  // Maskable icons: full-bleed board, the artwork within the 80 % safe zone that every mask keeps.
  for (const size of [192, 512]) {
    fs.writeFileSync(
      path.join(out, 'icons', `maskable-${size}.png`),
      encodePng(size, drawIcon(size, { safe: 0.8, rounded: false })),
    );
  }
  const ico = [16, 32, 48].map((size) => ({
    size,
    png: encodePng(size, drawIcon(size, { safe: 1, rounded: true })),
  }));
  fs.writeFileSync(path.join(out, 'favicon.ico'), encodeIco(ico));
  console.log('Wrote public/icons/*.png and public/favicon.ico');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
