// Spoken voice prompts and lesson narration (issue 17): the voice for the student's language is chosen from
// what the browser offers, words are said through (a fake) speechSynthesis, and without a voice for the
// language nothing is said so the caller falls back (tones for a mission prompt, silence for narration).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pickVoice,
  speak,
  type SpeechSynth,
  type SpeechUtterance,
  type SpeechVoice,
} from '../../../src/features/sound/speech';
import {
  cueNotes,
  playMissionVoice,
  playVoiceCue,
  voiceCues,
} from '../../../src/features/sound/voicePrompts';

const voice = (lang: string, name: string, localService = true, isDefault = false): SpeechVoice => ({
  lang,
  name,
  localService,
  default: isDefault,
});

function fakeSpeech(voices: SpeechVoice[]) {
  const said: SpeechUtterance[] = [];
  let cancels = 0;
  const synth: SpeechSynth = {
    getVoices: () => voices,
    speak: (u) => said.push(u),
    cancel: () => {
      cancels += 1;
    },
  };
  const make = (text: string): SpeechUtterance => ({
    text,
    lang: '',
    voice: null,
    rate: 1,
    onend: null,
    onerror: null,
  });
  return { speech: { synth, make }, said, cancels: () => cancels };
}

const voices = [
  voice('en-GB', 'British'),
  voice('en-US', 'American online', false),
  voice('en-US', 'American'),
  voice('ko_KR', 'Korean'),
  voice('zh-TW', 'Taiwan'),
  voice('zh-CN', 'Mainland', false, true),
];

describe('pickVoice', () => {
  it.each([
    ['en-US', 'American'],
    ['en-AU', 'British'],
    ['ko-KR', 'Korean'],
    ['zh-CN', 'Mainland'],
    ['ja-JP', null],
  ])('for %s picks %s', (locale, name) => {
    expect(pickVoice(voices, locale)?.name ?? null).toBe(name);
  });

  it('has nothing to pick from an empty list (voices not loaded, or none installed)', () => {
    expect(pickVoice([], 'en-US')).toBeNull();
  });
});

describe('speak', () => {
  it('says the text with the chosen voice, cutting off what was being said, and tells the end once', () => {
    const fake = fakeSpeech(voices);
    const onEnd = vi.fn();
    expect(speak('정답!', 'ko-KR', { speech: fake.speech, onEnd })).toBe(true);
    expect(fake.cancels()).toBe(1);
    expect(fake.said).toHaveLength(1);
    const said = fake.said[0] as SpeechUtterance;
    expect(said).toMatchObject({ text: '정답!', lang: 'ko_KR', voice: { name: 'Korean' } });
    said.onend?.();
    said.onerror?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no synthesis in the browser', null, 'en-US', 'Right!'],
    ['no voice for the language', fakeSpeech([voice('en-US', 'American')]).speech, 'ko-KR', '정답!'],
    ['no text', fakeSpeech(voices).speech, 'en-US', '  '],
  ])('says nothing with %s', (_, speech, locale, text) => {
    expect(speak(text, locale, { speech })).toBe(false);
  });
});

describe('mission voice prompts', () => {
  const originalAudio = globalThis.AudioContext;
  afterEach(() => {
    globalThis.AudioContext = originalAudio;
  });

  /** Counts the tones started through a fake AudioContext. */
  function fakeAudio() {
    let tones = 0;
    const node = () => ({
      connect: (n: unknown) => n,
      start: () => {
        tones += 1;
      },
      stop: () => undefined,
      frequency: { value: 0 },
      type: '',
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    });
    globalThis.AudioContext = class {
      currentTime = 0;
      destination = {};
      createOscillator = node;
      createGain = node;
      close = () => Promise.resolve();
    } as unknown as typeof AudioContext;
    return () => tones;
  }

  it('speaks the clip when a voice can say it, with no tones', () => {
    const tones = fakeAudio();
    const spoken: string[] = [];
    const clip = playMissionVoice(
      'success',
      {
        soundOn: true,
        voicePrompts: true,
        speakClip: (c) => {
          spoken.push(c);
          return true;
        },
      },
      () => 0.5,
    );
    expect(clip).toBe('mission-success-5');
    expect(spoken).toEqual(['mission-success-5']);
    expect(tones()).toBe(0);
  });

  it('falls back to the tones when nothing can be said', () => {
    const tones = fakeAudio();
    playMissionVoice('failure', { soundOn: true, voicePrompts: true, speakClip: () => false }, () => 0.1);
    expect(tones()).toBeGreaterThan(0);
  });

  it('says nothing when voice prompts are switched off', () => {
    const tones = fakeAudio();
    const speakClip = vi.fn(() => true);
    expect(
      playMissionVoice('success', { soundOn: true, voicePrompts: false, speakClip }, () => 0.5),
    ).toBeNull();
    expect(speakClip).not.toHaveBeenCalled();
    expect(tones()).toBe(0);
  });

  it.each(voiceCues)('cue %s: spoken when a voice can say it, else its tune', (cue) => {
    const tones = fakeAudio();
    const spoken: string[] = [];
    const on = { soundOn: true, voicePrompts: true };
    expect(playVoiceCue(cue, { ...on, speakCue: (c) => spoken.push(c) > 0 })).toBe(true);
    expect(spoken).toEqual([cue]);
    expect(tones()).toBe(0);
    expect(playVoiceCue(cue, { ...on, speakCue: () => false })).toBe(true);
    expect(tones()).toBe(cueNotes(cue).length);
  });

  it.each([
    ['voice prompts off', { soundOn: true, voicePrompts: false }],
    ['sound off', { soundOn: false, voicePrompts: true }],
  ])('plays no cue with %s', (_, settings) => {
    const tones = fakeAudio();
    const speakCue = vi.fn(() => true);
    expect(playVoiceCue('atari', { ...settings, speakCue })).toBe(false);
    expect(speakCue).not.toHaveBeenCalled();
    expect(tones()).toBe(0);
  });

  it('every cue has its own tune', () => {
    expect(new Set(voiceCues.map((c) => JSON.stringify(cueNotes(c)))).size).toBe(voiceCues.length);
  });
});
