// The statistics PIN in the statistics panel (R7.53, /api/total/point/password): whether one is set, a
// form that sets the first one or changes it (the current PIN, or the account password for a forgotten
// one), and how many wrong tries are left before a pause once a try went wrong. Only wrong secrets count;
// the count decays (server/stats/pin.ts). The digits are the rules' (STAT_PIN_LENGTH, isValidStatPin).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrors, totalPointPasswordEndpoint, type ResponseOf } from '../../protocol';
import { isValidStatPin, STAT_PIN_LENGTH } from '../../domain/rules/statistics';
import { api } from '../../io/api/appClient';
import { formatDuration } from '../common/format';
import { FormFrame } from '../common/FormFrame';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useFormFields } from '../common/useFormFields';
import { allValid } from '../common/useFormState';
import { confirmErrors, requiredErrors } from '../common/validationText';

export type PinStatus = ResponseOf<typeof totalPointPasswordEndpoint>;

/**
 * Whether a PIN is set and the tries left: asked when the panel opens and again after every try, keeping
 * the last answer while asking (the forms stay put). Null until the first answer (online only).
 */
export function usePinStatus(): { status: PinStatus | null; refresh: () => void } {
  const body = useUserBody();
  const [status, setStatus] = useState<PinStatus | null>(null);
  const [asked, setAsked] = useState(0);
  const userno = body.userno;
  useEffect(() => {
    if (userno === undefined) return;
    let live = true;
    void api.call(totalPointPasswordEndpoint, { userno }).then((answer) => {
      if (live && answer.ok) setStatus(answer.value);
    });
    return () => {
      live = false;
    };
  }, [userno, asked]);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  return { status, refresh };
}

/** Digits only, at most the PIN's length (what a PIN field keeps of what is typed). */
export const pinDigits = (value: string) => value.replace(/[^0-9]/g, '').slice(0, STAT_PIN_LENGTH);

/** After a wrong try: how many are left before a pause; during a pause: how long it lasts. */
export function PinTriesNote({
  status,
  afterWrongTry,
}: {
  status: PinStatus | null;
  afterWrongTry: boolean;
}) {
  const { t } = useTranslation();
  if (status === null) return null;
  const text =
    status.waitSeconds > 0
      ? t('stats.pinWait', { time: formatDuration(status.waitSeconds * 1000) })
      : afterWrongTry
        ? t('stats.pinTriesLeft', { count: status.attemptsLeft })
        : null;
  return (
    <p className="stats-status" role="status" data-pin-tries={status.attemptsLeft}>
      {text ?? ''}
    </p>
  );
}

export function PinSettings({ status, onChanged }: { status: PinStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const form = useFormFields({ current: '', pin: '', repeat: '' });
  const { current, pin, repeat } = form.values;
  const [wrongTry, setWrongTry] = useState(false);
  const isSet = status.MyStatPassWord;
  const rules = {
    current: isSet ? requiredErrors(t, current) : [],
    pin: isValidStatPin(pin) ? [] : [t('stats.pinRule', { digits: STAT_PIN_LENGTH })],
    repeat: confirmErrors(t, pin, repeat),
  };
  const onSubmit = form.handleSubmit(allValid(rules), async () => {
    // The current PIN, or the account password for a forgotten PIN: a password is never all digits
    // of a PIN's length (the password rules ask for more), so the shape tells them apart.
    const secret = !isSet ? {} : isValidStatPin(current) ? { pin: current } : { passwd: current };
    const answer = await api.call(totalPointPasswordEndpoint, { ...body, ...secret, newPin: pin });
    onChanged();
    setWrongTry(!answer.ok && answer.code === apiErrors.statPinWrong);
    if (!answer.ok) {
      form.fail(answer, { [apiErrors.statPinWrong]: 'current' });
      return;
    }
    form.setValues({ current: '', pin: '', repeat: '' });
    form.succeed(t('stats.pinSaved'));
  });
  const pinField = { inputMode: 'numeric' as const, autoComplete: 'off', spellCheck: false };
  return (
    <div className="stats-pin">
      <p>{isSet ? t('stats.pinIsSet') : t('stats.pinNone')}</p>
      <FormFrame
        titleId="stats-pin-title"
        title={isSet ? t('stats.changePin') : t('stats.setPin')}
        heading="h2"
        onSubmit={onSubmit}
        state={form}
        submitLabel={isSet ? t('stats.changePin') : t('stats.setPin')}
      >
        {isSet ? (
          <TextField
            label={t('stats.currentPin')}
            type="password"
            autoComplete="current-password"
            {...form.field('current', rules)}
          />
        ) : null}
        <TextField
          label={t('stats.newPin', { digits: STAT_PIN_LENGTH })}
          type="password"
          {...pinField}
          {...form.field('pin', rules)}
          onChange={form.bind('pin', (value) => form.setValues({ pin: pinDigits(value) }))}
        />
        <TextField
          label={t('stats.repeatPin')}
          type="password"
          {...pinField}
          {...form.field('repeat', rules)}
          onChange={form.bind('repeat', (value) => form.setValues({ repeat: pinDigits(value) }))}
        />
      </FormFrame>
      {isSet ? <PinTriesNote status={status} afterWrongTry={wrongTry} /> : null}
    </div>
  );
}
