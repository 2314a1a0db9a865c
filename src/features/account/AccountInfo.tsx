// The account at a glance: name, contact, grade (R6.05–R6.07, named by region), teacher mark (R6.01) and
// academy membership status now (R4.26–R4.30).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gradeNameKey, isTeacher } from '../../domain/rules/grades';
import { membershipHoursFrom, membershipStatus } from '../../domain/rules/membership';
import { translateDynamic } from '../../i18n';
import { localSettingsAtom } from '../../state/localSettings';
import { Card } from '../../ui';
import { FactList } from '../common/FactList';
import { useBundle } from '../common/useBundle';
import { useServerNow } from '../common/useServerNow';
import { ClassMembership } from './ClassMembership';

export function AccountInfo() {
  const { t, i18n } = useTranslation();
  const bundle = useBundle();
  const { region } = useAtomValue(localSettingsAtom);
  const now = useServerNow(60_000);
  if (!bundle) return null;
  const info = bundle.dedata.userinfo;
  const status = membershipStatus(info.membership, now, membershipHoursFrom(bundle.dedata.appinisinfo));
  const role = isTeacher(info.teacherFlag) ? t('account.teacher') : t('account.player');
  const grade = translateDynamic(i18n, gradeNameKey(info.grade, region), {
    fallbackKey: 'grade.other',
    values: { grade: info.grade },
  });
  return (
    <section aria-labelledby="account-info-title">
      <h2 id="account-info-title">{t('account.panel.account')}</h2>
      {/* Who is signed in, as a card with a stone for a face (issue 13); the details in rows below. */}
      <Card as="div" className="account-card">
        <span className="account-avatar" aria-hidden="true" />
        <span className="account-who">
          <span className="account-name">{info.username}</span>
          <span className="account-role">{role}</span>
        </span>
      </Card>
      <FactList
        facts={[
          { label: t('auth.email'), value: info.email || t('screen.none') },
          { label: t('auth.phone'), value: info.phoneno || t('screen.none') },
          { label: t('account.grade'), value: grade },
          { label: t('account.membership'), value: t(`account.membershipStatus.s${status}`) },
        ]}
        className="facts-rows"
      />
      {isTeacher(info.teacherFlag) || info.adminFlag !== 0 ? null : <ClassMembership />}
    </section>
  );
}
