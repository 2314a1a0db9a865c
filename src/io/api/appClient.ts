// The app's one API client, wired to the browser: the shared session record in localStorage, Web Locks,
// the XSRF cookie, and the page's origin (R7.06: the app is served by the API server itself). The app
// layer plugs in the language and what happens when the session is lost.
import { createSessionRecordStore } from '../auth/sessionRecord';
import { readXsrfToken } from '../auth/xsrf';
import { local } from '../storage/webStorage';
import { createApiClient } from './client';
import { createLockRunner } from './locks';

let languageSource: () => string = () => 'en';
let sessionLostHandler: (code: number) => void = () => undefined;

/** The `lang` header follows the UI language. */
export function setLanguageSource(source: () => string): void {
  languageSource = source;
}

/** What to do when the session cannot be refreshed (R8.09), and why: set by the app at start. */
export function setSessionLostHandler(handler: (code: number) => void): void {
  sessionLostHandler = handler;
}

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

export const sessions = createSessionRecordStore(local);

export const api = createApiClient({
  sessions,
  lock: createLockRunner(),
  language: () => languageSource(),
  xsrfToken: readXsrfToken,
  onSessionLost: (code) => sessionLostHandler(code),
  baseUrl: origin,
  pageOrigin: origin,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});
