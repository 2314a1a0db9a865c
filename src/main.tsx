// Browser entry: the router (its first screen's code starts downloading at once), the start-up calls and i18n,
// the services (guard, session-lost handler), then the first render. The HTML splash stays until then.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import { languageOf } from './domain/rules/locale';
import { setLanguageSource } from './io/api/appClient';
import { local } from './io/storage/webStorage';
import { currentLocale } from './i18n';
import { makeRouter, preloadScreenCode } from './app/router';
import { firstScreenLimitMs, settleWithin, yieldToMain } from './app/firstScreen';
import { connectServices, guard } from './app/services';
import { startApp } from './app/startup';
import { registerServiceWorker } from './app/serviceWorker';
import { appStore } from './state/appStore';
import { pushNotice } from './state/notices';
import './ui/tokens.css';
import './ui/ui.css';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// The start-up is cut into short tasks (yieldToMain, issue 13): evaluating the modules, then the start-up
// calls, the router, the first screen's code and the services each run in their own task, none long enough
// to hold up input on a slow phone. The start-up calls go out first: the first screen waits for them.
await yieldToMain();
const started = startApp(local);
started.catch(() => undefined); // awaited below; a failure is not unhandled in the meantime
await yieldToMain();
const router = makeRouter(guard);
await yieldToMain();
preloadScreenCode(router, window.location.pathname);

const { i18n, notices } = await started;
document.documentElement.lang = currentLocale(i18n);
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLocale(i18n);
});
setLanguageSource(() => languageOf(currentLocale(i18n)));

for (const text of notices) pushNotice(appStore, { tone: 'negative', content: { kind: 'text', text } });

await yieldToMain();
connectServices(router);
await yieldToMain();

// The first screen's route (guard, redirects, its code) is resolved before the first render, within a limit
// (src/app/firstScreen.ts, issue 13).
await settleWithin(
  router.load().catch((error: unknown) => console.error(error)),
  firstScreenLimitMs,
);

// A transition lets React render the first screen in short slices, leaving the main thread free for
// input between them on a slow tablet (Lighthouse's total blocking time), instead of one long task.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={appStore}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
