// The emoticon sets the student holds (issue 17): the login's emo_info and the ones bought in this session
// (the next login lists them too), each with its start and days (src/domain/rules/emoticons.ts decides
// whether it is still active).
import { atom } from 'jotai';
import type { EmoInfo } from '../domain/rules/emoticons';
import { bundleAtom } from './session';

/** Emoticon sets bought since the login. */
export const boughtEmoticonsAtom = atom<readonly EmoInfo[]>([]);

export const emoticonInfoAtom = atom((get): EmoInfo[] => [
  ...(get(bundleAtom)?.dedata.userinfo.emo_info ?? []),
  ...get(boughtEmoticonsAtom),
]);
