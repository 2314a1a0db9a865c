// The install offer (issue 7): Chromium fires `beforeinstallprompt` when the app is installable, often
// before any screen has rendered, so the event is kept here from the start and the header's button uses it
// on click (it can prompt once). `appinstalled` hides the button. Installing asks for persistent storage:
// an installed app's saved missions and queued results should not be evicted.
import type { AppStore } from '../../state/appStore';
import { installedAtom, installOfferAtom, type InstallOffer } from './pwaState';

/** Loaded when needed: the storage helpers are no part of the first load. */
function keepData(store: AppStore): void {
  void import('../../features/offline/storage').then((storage) => storage.requestPersistence(store));
}

export function captureInstallOffer(target: Pick<Window, 'addEventListener'>, store: AppStore): void {
  target.addEventListener('beforeinstallprompt', (event: Event) => {
    // Our own button instead of the browser's mini-infobar.
    event.preventDefault();
    store.set(installOfferAtom, event as unknown as InstallOffer);
  });
  target.addEventListener('appinstalled', () => {
    store.set(installedAtom, true);
    store.set(installOfferAtom, null);
    keepData(store);
  });
}

/** Shows the browser's install dialog; the offer is spent either way (a prompt can be shown only once). */
export async function promptInstall(offer: InstallOffer, store: AppStore): Promise<'accepted' | 'dismissed'> {
  store.set(installOfferAtom, null);
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') keepData(store);
  return outcome;
}
