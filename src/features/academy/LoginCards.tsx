// Login cards (issue 19): one card per student (name, class, username, PIN and a QR code that opens the
// kiosk sign-in for that student), several to an A4 page, printed with the browser's print. The QR codes
// come from the qrcode library. PINs are known only right after they were made, so cards are printed then.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CardStudent {
  userno: number;
  name: string;
  username: string;
  pin: string;
}

/** The address a card's QR code opens: the kiosk of the class, this student chosen. */
export function kioskCardUrl(origin: string, kioskKey: string, studentno: number): string {
  const url = new URL('/auth/kiosk', origin);
  url.searchParams.set('k', kioskKey);
  url.searchParams.set('s', String(studentno));
  return url.toString();
}

export function LoginCards({
  className,
  kioskKey,
  students,
}: {
  className: string;
  kioskKey: string;
  students: readonly CardStudent[];
}) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    let live = true;
    void Promise.all(
      students.map(async (s) => {
        const url = kioskCardUrl(window.location.origin, kioskKey, s.userno);
        return [s.userno, await QRCode.toDataURL(url, { margin: 1, width: 160 })] as const;
      }),
    ).then((pairs) => {
      if (live) setCodes(new Map(pairs));
    });
    return () => {
      live = false;
    };
  }, [kioskKey, students]);
  return (
    <div className="login-cards" aria-label={t('academy.cards.sheet')}>
      {students.map((s) => (
        <article key={s.userno} className="login-card">
          <h3>{s.name}</h3>
          <p>{className}</p>
          <dl>
            <dt>{t('academy.cards.username')}</dt>
            <dd>{s.username}</dd>
            <dt>{t('academy.cards.pin')}</dt>
            <dd>{s.pin}</dd>
          </dl>
          {codes.get(s.userno) ? (
            <img
              src={codes.get(s.userno)}
              alt={t('academy.cards.qr', { name: s.name })}
              width={120}
              height={120}
            />
          ) : null}
        </article>
      ))}
    </div>
  );
}
