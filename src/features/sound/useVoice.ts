// The app's spoken words in the student's language (issue 17): `speakClip` says a mission prompt's phrase
// (voice.clips in the locale files) for playMissionVoice, `speakCue` a cue (voice.cues), and `narrate` reads a lesson's caption aloud when
// the device's lecture voice setting (voice.onoff) is on. Both answer false when nothing is said.
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localSettingsAtom } from '../../state/localSettings';
import { useLocale } from '../study/useLocale';
import { speak } from './speech';
import type { VoiceCue } from './voicePrompts';

type ClipNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type Clip = `mission-${'success' | 'failure'}-${ClipNumber}`;

/** The clips with a phrase in the locale files (nine per outcome, as chooseVoiceClip picks). */
function isClip(clip: string): clip is Clip {
  return /^mission-(success|failure)-[1-9]$/.test(clip);
}

export interface Voice {
  speakClip: (clip: string) => boolean;
  /** Says a cue ("Black to play", "Atari!", …) in the student's language. */
  speakCue: (cue: VoiceCue) => boolean;
  narrate: (text: string, onEnd?: () => void) => boolean;
  /** voice.onoff: lessons are read aloud. */
  lectureVoice: boolean;
}

export function useVoice(): Voice {
  const { t } = useTranslation();
  const locale = useLocale();
  const { lectureVoice } = useAtomValue(localSettingsAtom);
  const speakClip = useCallback(
    (clip: string) => (isClip(clip) ? speak(t(`voice.clips.${clip}`), locale) : false),
    [t, locale],
  );
  const speakCue = useCallback((cue: VoiceCue) => speak(t(`voice.cues.${cue}`), locale), [t, locale]);
  const narrate = useCallback(
    (text: string, onEnd?: () => void) =>
      lectureVoice ? speak(text, locale, onEnd ? { onEnd } : {}) : false,
    [lectureVoice, locale],
  );
  return useMemo(
    () => ({ speakClip, speakCue, narrate, lectureVoice }),
    [speakClip, speakCue, narrate, lectureVoice],
  );
}
