// What the app knows of its own installation and updates (issue 7), for the header's controls: the
// browser's install offer (kept from `beforeinstallprompt` until used), whether the app was installed,
// and the update phase (updateFlow.ts). Set by serviceWorker.ts, which runs before any screen.
import { atom } from 'jotai';
import type { UpdatePhase } from './updateFlow';

/** The part of the browser's BeforeInstallPromptEvent the app uses (not in TypeScript's DOM types). */
export interface InstallOffer {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOfferAtom = atom<InstallOffer | null>(null);
export const installedAtom = atom(false);
export const updatePhaseAtom = atom<UpdatePhase>('current');
