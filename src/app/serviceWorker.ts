// Registers the service worker. Updates wait for the user (the prompt comes with the offline issue);
// nothing here reloads the page.
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): Workbox | undefined {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return undefined;
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
  return wb;
}
