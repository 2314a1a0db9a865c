// Mission voice prompts (R9.28; in every region since issue 17, on by default in CN): the rules engine picks one of nine success or nine
// failure clips at random. A clip is a short phrase ("Right!", "Try again.") spoken in the student's
// language through speech synthesis (speech.ts, issue 17) when the browser has a voice for it; otherwise
// the clip's tones are generated here with Web Audio (no audio files to fetch, so they work offline): a
// success clip rises, a failure clip falls, and each of the nine varies its notes and rhythm. Played only
// when sound (configBit 1) and voice prompts (voice_onoff) are on. The same holds for the cues ("Black to
// play", "Atari!", the start and end of a try run): spoken where a voice exists, a short tune otherwise.
import { chooseVoiceClip, VOICE_CLIPS_PER_OUTCOME, type VoiceOutcome } from '../../domain/rules/locale';

export interface Note {
  frequency: number;
  startS: number;
  durationS: number;
}

/** Small per-clip colour on top of the climb (0..2 semitones keeps every clip moving one way). */
const colours = [0, 2, 1, 2, 0, 1, 1, 0, 2];

function semitone(base: number, steps: number): number {
  return base * 2 ** (steps / 12);
}

/** The notes of a clip id such as "mission-success-4"; an unknown id has none. */
export function clipNotes(clipId: string): Note[] {
  const match = /^mission-(success|failure)-(\d+)$/.exec(clipId);
  if (!match) return [];
  const index = Number(match[2]);
  if (!(index >= 1 && index <= VOICE_CLIPS_PER_OUTCOME)) return [];
  const success = match[1] === 'success';
  const base = success ? 523.25 : 392;
  const length = 3 + (index % 3);
  const step = 0.09 + (index % 4) * 0.02;
  const notes: Note[] = [];
  for (let i = 0; i < length; i += 1) {
    const colour = colours[(i * ((index % 3) + 1) + index) % colours.length] ?? 0;
    const climb = success ? i * 3 : -i * 3;
    notes.push({ frequency: semitone(base, climb + colour), startS: i * step, durationS: step * 1.6 });
  }
  return notes;
}

type AudioContextConstructor = new () => AudioContext;

function audioContext(): AudioContext | null {
  const w = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextConstructor };
  const Ctor: AudioContextConstructor | undefined = globalThis.AudioContext ?? w.webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

export function playNotes(notes: readonly Note[]): void {
  const ctx = audioContext();
  if (!ctx || notes.length === 0) return;
  const start = ctx.currentTime + 0.02;
  for (const note of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.0001, start + note.startS);
    gain.gain.exponentialRampToValueAtTime(0.25, start + note.startS + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.startS + note.durationS);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + note.startS);
    osc.stop(start + note.startS + note.durationS + 0.05);
  }
  const last = Math.max(...notes.map((n) => n.startS + n.durationS));
  setTimeout(() => void ctx.close(), (last + 0.5) * 1000);
}

export interface VoiceSettings {
  soundOn: boolean;
  voicePrompts: boolean;
  /** Says a clip's phrase aloud; false when it cannot (then the tones play). */
  speakClip?: (clip: string) => boolean;
}

/** Plays a mission result's prompt when sound and voice prompts are on; answers the clip played. */
export function playMissionVoice(
  outcome: VoiceOutcome,
  settings: VoiceSettings,
  random: () => number = Math.random,
): string | null {
  if (!settings.soundOn || !settings.voicePrompts) return null;
  const clip = chooseVoiceClip(outcome, random);
  if (!(settings.speakClip?.(clip) ?? false)) playNotes(clipNotes(clip));
  return clip;
}

/** The spoken cues besides a mission's result (voice.cues in the locale files). */
export const voiceCues = ['black-to-play', 'white-to-play', 'atari', 'try-start', 'try-end'] as const;
export type VoiceCue = (typeof voiceCues)[number];

/** The tune of a cue when no voice can say it: one note to play, two quick high ones for atari, a rise to
 * start a try run and a fall at its end. */
export function cueNotes(cue: VoiceCue): Note[] {
  const tune: Record<VoiceCue, number[]> = {
    'black-to-play': [440],
    'white-to-play': [494],
    atari: [880, 880],
    'try-start': [523.25, 659.25, 783.99],
    'try-end': [783.99, 659.25, 523.25],
  };
  return tune[cue].map((frequency, i) => ({ frequency, startS: i * 0.12, durationS: 0.16 }));
}

export interface CueSettings extends Omit<VoiceSettings, 'speakClip'> {
  /** Says a cue's phrase aloud; false when it cannot (then the tune plays). */
  speakCue?: (cue: VoiceCue) => boolean;
}

/** Plays a cue when sound and voice prompts are on (as the results' prompts); answers whether it played. */
export function playVoiceCue(cue: VoiceCue, settings: CueSettings): boolean {
  if (!settings.soundOn || !settings.voicePrompts) return false;
  if (!(settings.speakCue?.(cue) ?? false)) playNotes(cueNotes(cue));
  return true;
}
