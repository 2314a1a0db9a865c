// Current events and announcements (R7.38) from the login load sequence, in the user's language.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { microsToMillis } from '../../domain/rules/time';
import { currentLocale } from '../../i18n';
import { formatDate } from '../common/format';
import { loadSequenceAtom } from '../../state/session';

export function Events() {
  const { t, i18n } = useTranslation();
  const loaded = useAtomValue(loadSequenceAtom);
  const events = loaded?.events ?? [];
  if (events.length === 0) return null;
  const locale = currentLocale(i18n);
  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title">{t('frontGate.events')}</h2>
      <ul className="plain-list">
        {events.map((event) => (
          <li key={event.eid}>
            <strong>{event.title[locale]}</strong> {event.body[locale]}
            {event.etime > 0 ? (
              <>
                {' '}
                <small>
                  {t('frontGate.eventUntil', { date: formatDate(microsToMillis(event.etime), locale) })}
                </small>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
