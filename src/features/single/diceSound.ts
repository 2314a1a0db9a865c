// The rattle of a rolling die: a few short, generated clicks (Web Audio), then a thud when it lands.
// Silent when sound is off (configBit 1, R4.32), without Web Audio, or when the browser refuses audio.
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

function click(ctx: AudioContext, at: number, frequency: number, length: number, volume: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(frequency, at);
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** Clicks over `durationMs` (none when 0), then the landing. */
export function playDiceSound(enabled: boolean, durationMs: number): void {
  if (!enabled) return;
  try {
    const ctx = audio();
    if (!ctx) return;
    void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    const seconds = durationMs / 1000;
    for (let at = 0; at < seconds; at += 0.11) click(ctx, now + at, 900 + ((at * 1000) % 500), 0.04, 0.12);
    click(ctx, now + seconds, 180, 0.18, 0.3);
  } catch {
    // No audio: the roll is still shown.
  }
}
