// Plays a spoken cue ("Black to play", "Atari!", the start and end of a try run; issue 17) with the
// device's sound and voice prompt settings (voice_onoff), in the student's language.
import { useCallback } from 'react';
import { useVoice } from '../sound/useVoice';
import { playVoiceCue, type VoiceCue } from '../sound/voicePrompts';
import { usePlayPreferences } from './usePlayPreferences';

export function useVoiceCue(): (cue: VoiceCue) => boolean {
  const { soundOn, voicePrompts } = usePlayPreferences();
  const { speakCue } = useVoice();
  return useCallback(
    (cue: VoiceCue) => playVoiceCue(cue, { soundOn, voicePrompts, speakCue }),
    [soundOn, voicePrompts, speakCue],
  );
}
