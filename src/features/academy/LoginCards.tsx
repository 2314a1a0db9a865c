// Login cards (issue 19): one card per student (name, class, username, PIN and a QR code that opens the
// kiosk sign-in for that student), several to an A4 page, printed with the browser's print. The QR codes
// come from the qrcode library. PINs are known only right after they were made, so cards are printed then.
import QRCode from 'qrcode';
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

/**
 * A QR code as SVG squares drawn from the qrcode library's module matrix (no data: image, which the
 * content security policy refuses, and no HTML injected).
 */
function QrCode({ text, label }: { text: string; label: string }) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 2;
  const cells: string[] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (qr.modules.get(x, y)) cells.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
  const box = size + 2 * quiet;
  return (
    <svg
      className="login-card-qr"
      viewBox={`0 0 ${box} ${box}`}
      width={120}
      height={120}
      role="img"
      aria-label={label}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
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
          <QrCode
            text={kioskCardUrl(window.location.origin, kioskKey, s.userno)}
            label={t('academy.cards.qr', { name: s.name })}
          />
        </article>
      ))}
    </div>
  );
}
