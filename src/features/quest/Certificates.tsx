// The user's certificates (R3.32, R3.33, R7.33) from /api/kcert/info, with those issued by claims made in
// this panel. "Print" records the print (/api/kcert/print, through the outbox, so it counts offline too)
// and opens a printable sheet: the student's name, the tier and its step, the date and the number. The
// print style (quest.css) hides everything but the sheet.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kcertInfoEndpoint, kcertPrintEndpoint, type ResponseOf } from '../../protocol';
import { currentLocale } from '../../i18n';
import { usernoAtom } from '../../state/session';
import { formatDate } from '../common/format';
import { useSubmitWrite } from '../common/outboxWrites';
import { Loaded } from '../common/SectionScreen';
import { useBundle, useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { Button, Icon } from '../../ui';
import { rankOfStep } from '../../domain/live';

export type KCert = ResponseOf<typeof kcertInfoEndpoint>['KCertVector'][number];

/** The server's list and the ones issued since it answered, by tier. */
export function mergeCertificates(listed: readonly KCert[], issued: readonly KCert[]): KCert[] {
  const byTier = new Map<number, KCert>();
  for (const cert of [...listed, ...issued]) if (!byTier.has(cert.TQIndex)) byTier.set(cert.TQIndex, cert);
  return [...byTier.values()].sort((a, b) => a.TQIndex - b.TQIndex);
}

/** The seal: a persimmon rosette with a black and a white stone in the middle (decoration). */
function Seal() {
  const points = Array.from({ length: 24 }, (_, i) => {
    const angle = (i * Math.PI) / 12;
    const r = i % 2 === 0 ? 46 : 40;
    return `${(50 + r * Math.sin(angle)).toFixed(1)},${(50 - r * Math.cos(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <svg className="certificate-seal" viewBox="0 0 100 120" aria-hidden="true" focusable="false">
      <path d="M30 80 L22 118 L36 108 L44 118 L48 82 Z" fill="var(--color-primary)" />
      <path d="M70 80 L78 118 L64 108 L56 118 L52 82 Z" fill="var(--color-primary)" />
      <polygon points={points} fill="var(--color-primary)" />
      <circle cx="50" cy="50" r="33" fill="var(--color-gold-medal-light)" />
      <circle cx="50" cy="50" r="29" fill="none" stroke="var(--color-primary)" strokeWidth="2" />
      <circle cx="42" cy="50" r="11" fill="var(--color-stone-black)" />
      <circle cx="59" cy="50" r="11" fill="var(--color-stone-white)" stroke="#8f7d66" strokeWidth="1.2" />
    </svg>
  );
}

function CertificateSheet({ cert, onClose }: { cert: KCert; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const bundle = useBundle();
  const close = useRef<HTMLButtonElement>(null);
  const rank = rankOfStep(cert.AStep);
  const level = t(rank.kind === 'kyu' ? 'bpower.level.kyu' : 'bpower.level.dan', { count: rank.number });
  useEffect(() => {
    close.current?.focus();
    // Let the sheet paint before the browser's print dialog takes over.
    const timer = setTimeout(() => window.print(), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      className="certificate-sheet"
      role="dialog"
      aria-labelledby="certificate-title"
      data-cert={cert.CertNo}
    >
      <div className="certificate-frame">
        <span className="certificate-hoshi" aria-hidden="true" />
        <p className="certificate-brand">Hoshi</p>
        <h3 id="certificate-title" className="certificate-title">
          {t('quest.certificate.title')}
        </h3>
        <p className="certificate-name">{bundle?.dedata.userinfo.username ?? ''}</p>
        <p className="certificate-body">{t('quest.certificate.body', { tier: cert.TQIndex, level })}</p>
        <div className="certificate-foot">
          <p>{t('quest.certificate.date', { date: formatDate(cert.STime / 1000, currentLocale(i18n)) })}</p>
          <Seal />
          <p className="certificate-number">{t('quest.certificate.number', { number: cert.CertNo })}</p>
        </div>
      </div>
      <p className="certificate-actions no-print">
        <Button variant="primary" onClick={() => window.print()}>
          {t('quest.certificate.printAgain')}
        </Button>
        <Button variant="quiet" ref={close} onClick={onClose}>
          {t('quest.certificate.close')}
        </Button>
      </p>
    </div>
  );
}

export function Certificates({ issued }: { issued: readonly KCert[] }) {
  const { t, i18n } = useTranslation();
  const data = useEndpointData(kcertInfoEndpoint, useUserBody());
  const userno = useAtomValue(usernoAtom);
  const submit = useSubmitWrite();
  const [printing, setPrinting] = useState<KCert | null>(null);
  const print = (cert: KCert) => {
    if (userno !== null) void submit(kcertPrintEndpoint, { userno, tqindex: cert.TQIndex });
    setPrinting(cert);
  };
  return (
    <section aria-labelledby="certificates-title" className="certificates">
      <h3 id="certificates-title">{t('quest.certificates')}</h3>
      <Loaded data={data}>
        {(value) => {
          const certs = mergeCertificates(value.KCertVector, issued);
          if (certs.length === 0) return <p>{t('quest.noCertificates')}</p>;
          return (
            <ul className="certificate-list">
              {certs.map((cert) => (
                <li key={cert.TQIndex} className="certificate-row">
                  <Icon name="medal" size={32} />
                  <span>
                    {t('quest.certificate.line', {
                      tier: cert.TQIndex,
                      number: cert.CertNo,
                      date: formatDate(cert.STime / 1000, currentLocale(i18n)),
                    })}
                  </span>{' '}
                  <Button variant="secondary" onClick={() => print(cert)}>
                    {t('quest.certificate.print', { tier: cert.TQIndex })}
                  </Button>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
      {printing ? <CertificateSheet cert={printing} onClose={() => setPrinting(null)} /> : null}
    </section>
  );
}
