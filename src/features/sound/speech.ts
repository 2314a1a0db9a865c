// Spoken words through the browser's speech synthesis (Web Speech API, issue 17): the voice prompts of a
// mission's result and the narration of video lessons, in the student's language. A voice is used only when
// the browser has one for that language (Korean, English, Chinese; an offline, on-device voice first);
// otherwise nothing is said and the caller falls back (tones for prompts, silence for narration). The
// synthesis is injected so the choice is tested with a fake.

/** The part of `window.speechSynthesis` used here. */
export interface SpeechSynth {
  getVoices(): readonly SpeechVoice[];
  speak(utterance: SpeechUtterance): void;
  cancel(): void;
}

/** The part of `SpeechSynthesisVoice` used here. */
export interface SpeechVoice {
  readonly lang: string;
  readonly name: string;
  readonly localService: boolean;
  readonly default: boolean;
}

/** The part of `SpeechSynthesisUtterance` set here. */
export interface SpeechUtterance {
  text: string;
  lang: string;
  voice: SpeechVoice | null;
  rate: number;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

export type MakeUtterance = (text: string) => SpeechUtterance;

/** The browser's synthesis and utterance maker, or null where there is none (tests, old browsers). */
export function browserSpeech(): { synth: SpeechSynth; make: MakeUtterance } | null {
  if (typeof window === 'undefined') return null;
  const synth = window.speechSynthesis as SpeechSynthesis | undefined;
  const Utterance = window.SpeechSynthesisUtterance as typeof SpeechSynthesisUtterance | undefined;
  if (!synth || !Utterance) return null;
  return {
    synth: synth as unknown as SpeechSynth,
    make: (text) => new Utterance(text) as unknown as SpeechUtterance,
  };
}

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The voice for a locale ("ko-KR"): the same language and region first, then the same language; among
 * those an on-device voice, then the browser's default. Null when no voice speaks the language.
 */
export function pickVoice(voices: readonly SpeechVoice[], locale: string): SpeechVoice | null {
  const wanted = locale.toLowerCase().replace('_', '-');
  const same = voices.filter((v) => primary(v.lang) === primary(wanted));
  if (same.length === 0) return null;
  const score = (v: SpeechVoice) =>
    (v.lang.toLowerCase().replace('_', '-') === wanted ? 4 : 0) +
    (v.localService ? 2 : 0) +
    (v.default ? 1 : 0);
  return [...same].sort((a, b) => score(b) - score(a))[0] ?? null;
}

export interface SpeakOptions {
  speech?: { synth: SpeechSynth; make: MakeUtterance } | null;
  /** Called once when the words end, fail or are cut off (not called when nothing is said). */
  onEnd?: () => void;
  rate?: number;
}

/**
 * Says `text` in `locale`, cutting off whatever was being said; answers whether it is being said (false:
 * no synthesis, no voice for the language, or no text).
 */
export function speak(text: string, locale: string, options: SpeakOptions = {}): boolean {
  const speech = options.speech === undefined ? browserSpeech() : options.speech;
  if (!speech || text.trim() === '') return false;
  const voice = pickVoice(speech.synth.getVoices(), locale);
  if (!voice) return false;
  const utterance = speech.make(text);
  utterance.lang = voice.lang;
  utterance.voice = voice;
  utterance.rate = options.rate ?? 0.95;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    options.onEnd?.();
  };
  utterance.onend = end;
  utterance.onerror = end;
  speech.synth.cancel();
  speech.synth.speak(utterance);
  return true;
}

/** Stops whatever is being said. */
export function stopSpeaking(speech = browserSpeech()): void {
  speech?.synth.cancel();
}
