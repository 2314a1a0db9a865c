// The app's one Jotai store: React reads it through the Provider, and the router guard and the API
// client's session-lost handler reach it outside React.
import { createStore } from 'jotai';

export const appStore = createStore();
export type AppStore = typeof appStore;
