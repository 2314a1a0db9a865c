// Synthesises the board sounds into public/sounds as small 16-bit mono WAV files, so they are ours and
// reproducible: `node --import tsx tools/sounds.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { createRandom } from '../src/domain/go/random';

const rate = 22_050;

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_000), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function render(seconds: number, fn: (t: number, noise: number) => number, seed: number): Float32Array {
  const random = createRandom(seed);
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) out[i] = fn(i / rate, random.next() * 2 - 1);
  return out;
}

/** A stone on wood: a short knock (two damped partials) with a click of noise. */
const knock = (t: number, noise: number) =>
  Math.exp(-t * 60) * (0.6 * Math.sin(2 * Math.PI * 820 * t) + 0.3 * Math.sin(2 * Math.PI * 1730 * t)) +
  Math.exp(-t * 400) * 0.5 * noise;

const sounds: Record<string, Float32Array> = {
  stone: render(0.12, knock, 1),
  capture: render(
    0.32,
    (t, noise) =>
      knock(t, noise) +
      (t > 0.09 ? 0.7 * knock(t - 0.09, noise) : 0) +
      (t > 0.17 ? 0.5 * knock(t - 0.17, noise) : 0),
    2,
  ),
  right: render(
    0.45,
    (t) => {
      const note = (f: number, start: number) =>
        t >= start ? Math.exp(-(t - start) * 7) * Math.sin(2 * Math.PI * f * (t - start)) : 0;
      return 0.45 * (note(1046.5, 0) + note(1318.5, 0.1) + note(1568, 0.2));
    },
    3,
  ),
  wrong: render(
    0.35,
    (t) => {
      const f = 220 - 80 * t;
      const square = Math.sign(Math.sin(2 * Math.PI * f * t));
      return 0.3 * Math.exp(-t * 5) * (0.6 * square + 0.4 * Math.sin(2 * Math.PI * f * t));
    },
    4,
  ),
};

const dir = path.resolve('public/sounds');
fs.mkdirSync(dir, { recursive: true });
for (const [name, samples] of Object.entries(sounds))
  fs.writeFileSync(path.join(dir, `${name}.wav`), wav(samples));
console.log(`Wrote ${Object.keys(sounds).length} sounds to public/sounds`);
