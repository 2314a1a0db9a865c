// The place of a mode's screens in the session state (R2.29: no route parameters), and the way to move it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { singleSelectionAtom } from '../../state/singleSession';
import { movePlace, placeOf, type SingleMode, type SinglePlace } from './singleMode';

export function useSinglePlace(mode: SingleMode): SinglePlace {
  return placeOf(useAtomValue(singleSelectionAtom), mode);
}

export function useMovePlace(mode: SingleMode): (place: Partial<SinglePlace>) => void {
  const select = useSetAtom(singleSelectionAtom);
  return useCallback((place) => select(movePlace(mode, place)), [mode, select]);
}
