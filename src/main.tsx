// Browser entry: start-up calls, i18n, then the router. The HTML splash stays until the first render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { makeRouter } from './app/router';
import { startApp } from './app/startup';
import { noticesAtom } from './app/notices';
import { registerServiceWorker } from './app/serviceWorker';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const { i18n, notices } = await startApp();
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

const store = createStore();
store.set(
  noticesAtom,
  notices.map((text, id) => ({ id, text, tone: 'negative' as const })),
);
const router = makeRouter();

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </I18nextProvider>
  </StrictMode>,
);

registerServiceWorker();
