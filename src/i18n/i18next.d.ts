// Typed translation keys: `t('frontGate.title')` is checked against the English file.
import 'i18next';
import type { Messages } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
