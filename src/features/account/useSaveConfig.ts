// Saving the user's settings word (configBit, R4.31–R4.33), cflag and language with /api/config/set
// (R7.43); on success the bundle in memory follows, so every screen sees the new bits at once.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { configSetEndpoint, type LocaleCode } from '../../protocol';
import { currentLocale } from '../../i18n';
import { api } from '../../io/api/appClient';
import type { ApiFailure } from '../../io/api/result';
import { bundleAtom } from '../../state/session';

export interface ConfigPatch {
  configBit?: number;
  language?: LocaleCode;
}

export function useSaveConfig(): (patch: ConfigPatch) => Promise<ApiFailure | null> {
  const bundle = useAtomValue(bundleAtom);
  const setBundle = useSetAtom(bundleAtom);
  const { i18n } = useTranslation();
  return useCallback(
    async (patch) => {
      if (!bundle) return null;
      const login = bundle.dedata.userLogin;
      const answer = await api.call(configSetEndpoint, {
        userno: bundle.userno,
        configbit: patch.configBit ?? login.configBit,
        cflag: Math.max(0, login.cflag),
        language: patch.language ?? currentLocale(i18n),
      });
      if (!answer.ok) return answer;
      setBundle((current) =>
        current && current.userno === bundle.userno
          ? {
              ...current,
              dedata: {
                ...current.dedata,
                userLogin: {
                  ...current.dedata.userLogin,
                  configBit: answer.value.configbit,
                  cflag: answer.value.cflag,
                  language: answer.value.language,
                },
              },
            }
          : current,
      );
      return null;
    },
    [bundle, setBundle, i18n],
  );
}
