// How the board plays for this user: sound and the confirm tap from the settings word on the server
// (configBit 1 and 32, R4.31, R4.32), coordinates, the last-move mark and voice prompts from the device's
// settings (R3.37), and the board's words for screen readers in the UI language.
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardStrings, PlayMode } from '../../board/types';
import { isConfigFlagOn } from '../../domain/rules/configBits';
import { localSettingsAtom } from '../../state/localSettings';
import { useBundle } from './useBundle';

export interface PlayPreferences {
  soundOn: boolean;
  playMode: PlayMode;
  showCoordinates: boolean;
  showLastMove: boolean;
  voicePrompts: boolean;
  region: string;
}

export function usePlayPreferences(): PlayPreferences {
  const bundle = useBundle();
  const settings = useAtomValue(localSettingsAtom);
  const configBit = bundle?.dedata.userLogin.configBit ?? 0;
  return {
    soundOn: isConfigFlagOn(configBit, 'soundOn'),
    playMode: isConfigFlagOn(configBit, 'confirmMove') ? 'confirm' : 'direct',
    showCoordinates: settings.showCoordinates,
    showLastMove: settings.showLastMoveMark,
    voicePrompts: settings.voicePrompts,
    region: settings.region,
  };
}

export function useBoardStrings(): BoardStrings {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      board: t('board.label'),
      black: t('board.black'),
      white: t('board.white'),
      empty: t('board.empty'),
      lastMove: t('board.lastMove'),
      // The board fills the two points in.
      arrow: t('board.arrow', { from: '{from}', to: '{to}' }),
      marker: {
        circle: t('board.marker.circle'),
        cross: t('board.marker.cross'),
        triangle: t('board.marker.triangle'),
        square: t('board.marker.square'),
        label: t('board.marker.label'),
      },
      territory: { black: t('board.territory.black'), white: t('board.territory.white') },
      ghost: { black: t('board.ghost.black'), white: t('board.ghost.white') },
    }),
    [t],
  );
}
