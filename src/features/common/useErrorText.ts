// Turns an API failure into text in the user's language (R8.02, R8.07): the server's message when it sent
// one (translated when it is one of our keys, such as err_use_stop), else the key error.c<abs code>.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { errorDisplay } from '../../domain/rules/errors';
import { translateDynamic } from '../../i18n';

export function errorText(instance: i18n, code: number, message: string | null | undefined): string {
  const display = errorDisplay(code, message);
  switch (display.kind) {
    case 'none':
      return '';
    case 'serverMessage':
      return translateDynamic(instance, display.text);
    case 'key':
      return translateDynamic(instance, display.key, { fallbackKey: 'error.unknown' });
  }
}

export function useErrorText(): (code: number, message?: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback((code, message) => errorText(i18n, code, message), [i18n]);
}
