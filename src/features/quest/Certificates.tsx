// The user's certificates (R3.32, R3.33, R7.33) from /api/kcert/info, with those issued by claims made in
// this panel. "Print" records the print (/api/kcert/print, through the outbox, so it counts offline too)
// and opens a printable sheet: the student's name, the tier and its step, the date and the number. A copy
// of the sheet sits straight under <body>, and the print style (quest.css) lays out that copy alone, so
// the printer gets one page.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { kcertInfoEndpoint, kcertPrintEndpoint, type ResponseOf } from '../../protocol';
import { currentLocale } from '../../i18n';
import { usernoAtom } from '../../state/session';
import { formatDate } from '../common/format';
import { useSubmitWrite } from '../common/outboxWrites';
import { Loaded } from '../common/SectionScreen';
import { useBundle, useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { Button } from '../../ui';

export type KCert = ResponseOf<typeof kcertInfoEndpoint>['KCertVector'][number];

/** The server's list and the ones issued since it answered, by tier. */
export function mergeCertificates(listed: readonly KCert[], issued: readonly KCert[]): KCert[] {
  const byTier = new Map<number, KCert>();
  for (const cert of [...listed, ...issued]) if (!byTier.has(cert.TQIndex)) byTier.set(cert.TQIndex, cert);
  return [...byTier.values()].sort((a, b) => a.TQIndex - b.TQIndex);
}

/** What a certificate says: the student's name, the tier and its step, the date and the number. */
function CertificateText({ cert, titleId }: { cert: KCert; titleId?: string }) {
  const { t, i18n } = useTranslation();
  const bundle = useBundle();
  return (
    <>
      <h3 id={titleId}>{t('quest.certificate.title')}</h3>
      <p className="certificate-name">{bundle?.dedata.userinfo.username ?? ''}</p>
      <p>{t('quest.certificate.body', { tier: cert.TQIndex, step: cert.AStep })}</p>
      <p>{t('quest.certificate.date', { date: formatDate(cert.STime / 1000, currentLocale(i18n)) })}</p>
      <p className="certificate-number">{t('quest.certificate.number', { number: cert.CertNo })}</p>
    </>
  );
}

function CertificateSheet({ cert, onClose }: { cert: KCert; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    // Let the sheet paint before the browser's print dialog takes over.
    const timer = setTimeout(() => window.print(), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <div
        className="certificate-sheet"
        role="dialog"
        aria-labelledby="certificate-title"
        data-cert={cert.CertNo}
      >
        <CertificateText cert={cert} titleId="certificate-title" />
        <p className="no-print">
          <Button onClick={() => window.print()}>{t('quest.certificate.printAgain')}</Button>{' '}
          <Button ref={close} onClick={onClose}>
            {t('quest.certificate.close')}
          </Button>
        </p>
      </div>
      {/* The copy the printer gets: alone under <body>, hidden on screen (quest.css). */}
      {createPortal(
        <div className="certificate-print" aria-hidden="true">
          <div className="certificate-sheet">
            <CertificateText cert={cert} />
          </div>
        </div>,
        document.body,
      )}
    </>
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
                <li key={cert.TQIndex}>
                  <span>
                    {t('quest.certificate.line', {
                      tier: cert.TQIndex,
                      number: cert.CertNo,
                      date: formatDate(cert.STime / 1000, currentLocale(i18n)),
                    })}
                  </span>{' '}
                  <Button onClick={() => print(cert)}>
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
