// The teacher's view (issue 19): their classes (every class for an academy admin), a new class, and one
// class: students added in bulk by name (usernames and PINs made for them, login cards printed at once),
// a student's new PIN or password, the class's progress and reports, its homework, the class settings,
// its join code, and setting this tablet to its kiosk.
import './academy.css';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseStudentNames } from '../../domain/rules/academy';
import { api } from '../../io/api/appClient';
import { local } from '../../io/storage/webStorage';
import {
  classAddStudentsEndpoint,
  classArchiveEndpoint,
  classCreateEndpoint,
  classDetailEndpoint,
  classListEndpoint,
  classMoveStudentEndpoint,
  classResetStudentEndpoint,
  classSettingsEndpoint,
  type ResponseOf,
} from '../../protocol';
import { writeKioskClass } from '../../state/kiosk';
import { Button, Card, EmptyState, buttonClass } from '../../ui';
import { useSignOut } from '../common/useSignOut';
import { Loaded } from '../common/SectionScreen';
import { TextField } from '../common/TextField';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { ClassHomework } from './ClassHomework';
import { ClassProgress } from './ClassProgress';
import { LoginCards, type CardStudent } from './LoginCards';
import { ProblemReports } from './ProblemReports';
import { PromoteTeacher } from './PromoteTeacher';

const route = getRouteApi('/main/teacher');

type Detail = ResponseOf<typeof classDetailEndpoint>;
type Settings = Detail['class']['settings'];
const settingNames = ['heartsInHours', 'chatFreeText', 'trainerOn', 'liveOn', 'locked', 'rankingOn'] as const;

export function TeacherScreen() {
  const { t } = useTranslation();
  const { class: classId } = route.useSearch();
  return (
    <section className="teacher" aria-labelledby="teacher-title">
      <h1 id="teacher-title">{t('academy.teacher.title')}</h1>
      {classId ? <ClassView classId={classId} /> : <ClassList />}
    </section>
  );
}

function ClassList() {
  const { t } = useTranslation();
  const body = useUserBody();
  const data = useEndpointData(classListEndpoint, body);
  const archived = useEndpointData(classListEndpoint, { ...body, archived: true });
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    if (!name.trim()) {
      setError(t('academy.teacher.nameNeeded'));
      return;
    }
    const answer = await api.call(classCreateEndpoint, { ...body, name: name.trim() });
    if (!answer.ok) {
      setError(errorText(answer.code, answer.message));
      return;
    }
    await navigate({ to: '/teacher', search: { class: answer.value.class.classId } });
  };
  return (
    <Loaded data={data}>
      {(value) => (
        <>
          <Card title={t('academy.teacher.classes')}>
            {value.classes.length === 0 ? (
              <EmptyState icon="players" title={t('academy.teacher.noClasses')} />
            ) : (
              <ul className="class-list">
                {value.classes.map((c) => (
                  <li key={c.classId}>
                    <Link
                      to="/teacher"
                      search={{ class: c.classId }}
                      className={buttonClass('choice', 'lg', true)}
                    >
                      {c.name} · {t('academy.teacher.studentCount', { count: c.students })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {archived.status === 'ready' && archived.value.classes.length > 0 ? (
            <Card title={t('academy.teacher.archivedClasses')}>
              <ul className="class-list">
                {archived.value.classes.map((c) => (
                  <li key={c.classId}>
                    <Link
                      to="/teacher"
                      search={{ class: c.classId }}
                      className={buttonClass('quiet', 'md', true)}
                    >
                      {c.name} · {t('academy.teacher.studentCount', { count: c.students })}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Card title={t('academy.teacher.newClass')}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void create();
              }}
            >
              <TextField
                label={t('academy.teacher.className')}
                value={name}
                onChange={(v) => {
                  setName(v);
                  setError(null);
                }}
                errors={error ? [error] : []}
                maxLength={64}
              />
              <Button type="submit" variant="primary">
                {t('academy.teacher.create')}
              </Button>
            </form>
          </Card>
          {value.role === 'admin' ? <PromoteTeacher /> : null}
          {value.role === 'admin' ? <ProblemReports /> : null}
        </>
      )}
    </Loaded>
  );
}

function ClassView({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const data = useEndpointData(classDetailEndpoint, { ...body, classId });
  const [cards, setCards] = useState<CardStudent[]>([]);
  return (
    <Loaded data={data}>
      {(detail) => (
        <>
          <p className="no-print">
            <Link to="/teacher" className={buttonClass('quiet')}>
              {t('academy.teacher.allClasses')}
            </Link>
          </p>
          <h2 className="no-print">{detail.class.name}</h2>
          <p className="no-print">{t('academy.teacher.joinCode', { code: detail.class.code })}</p>
          <AddStudents
            classId={classId}
            onAdded={(added) => {
              setCards(added);
              data.reload();
            }}
          />
          {cards.length > 0 ? (
            <Card title={t('academy.cards.title')}>
              <p className="no-print">{t('academy.cards.hint')}</p>
              <p className="no-print">
                <Button variant="primary" onClick={() => window.print()}>
                  {t('academy.cards.print')}
                </Button>
              </p>
              <LoginCards className={detail.class.name} kioskKey={detail.kioskKey} students={cards} />
            </Card>
          ) : null}
          <Students detail={detail} onNewPin={(student) => setCards([student])} onChanged={data.refresh} />
          <ClassProgress classId={classId} />
          <ClassHomework classId={classId} archived={detail.class.archived} />
          <ClassSettings classId={classId} settings={detail.class.settings} />
          <KioskSetup kioskKey={detail.kioskKey} />
          <ArchiveClass classId={classId} archived={detail.class.archived} onChanged={data.refresh} />
        </>
      )}
    </Loaded>
  );
}

function AddStudents({ classId, onAdded }: { classId: number; onAdded: (added: CardStudent[]) => void }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = parseStudentNames(text);
  const add = async () => {
    if (names.length === 0) {
      setError(t('academy.teacher.namesNeeded'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(classAddStudentsEndpoint, {
        ...body,
        classId,
        names: names.slice(0, 40),
      });
      if (!answer.ok) {
        setError(errorText(answer.code, answer.message));
        return;
      }
      setText('');
      onAdded(answer.value.students);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('academy.teacher.addStudents')} className="no-print">
      <div className="field">
        <label htmlFor="student-names">{t('academy.teacher.namesLabel')}</label>
        <textarea
          id="student-names"
          rows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          aria-describedby="student-names-hint"
        />
        <p id="student-names-hint" className="field-hint">
          {error ?? t('academy.teacher.namesHint', { count: names.length })}
        </p>
      </div>
      <Button variant="primary" busy={busy} onClick={() => void add()}>
        {t('academy.teacher.add')}
      </Button>
    </Card>
  );
}

function Students({
  detail,
  onNewPin,
  onChanged,
}: {
  detail: Detail;
  onNewPin: (student: CardStudent) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const body = useUserBody();
  const errorText = useErrorText();
  const [note, setNote] = useState<string | null>(null);
  const classes = useEndpointData(classListEndpoint, body);
  const others =
    classes.status === 'ready' ? classes.value.classes.filter((c) => c.classId !== detail.class.classId) : [];
  const move = async (student: Detail['students'][number], toClassId: number) => {
    const to = others.find((c) => c.classId === toClassId);
    if (!to) return;
    const answer = await api.call(classMoveStudentEndpoint, {
      ...body,
      studentno: student.userno,
      toClassId,
    });
    if (!answer.ok) {
      setNote(errorText(answer.code, answer.message));
      return;
    }
    setNote(t('academy.teacher.moved', { name: student.name, className: to.name }));
    onChanged();
  };
  const reset = async (student: Detail['students'][number], what: 'pin' | 'password' | 'statpin') => {
    const answer = await api.call(classResetStudentEndpoint, { ...body, studentno: student.userno, what });
    if (!answer.ok) {
      setNote(errorText(answer.code, answer.message));
      return;
    }
    if (answer.value.pin) {
      onNewPin({ ...student, pin: answer.value.pin });
      setNote(t('academy.teacher.newPin', { name: student.name, pin: answer.value.pin }));
    } else if (answer.value.password) {
      setNote(t('academy.teacher.newPassword', { name: student.name, password: answer.value.password }));
    } else {
      setNote(t('academy.teacher.statPinCleared', { name: student.name }));
    }
  };
  return (
    <Card title={t('academy.teacher.students')} className="no-print">
      {note ? <p role="status">{note}</p> : null}
      {detail.students.length === 0 ? (
        <EmptyState icon="players" title={t('academy.teacher.noStudents')} />
      ) : (
        <table className="class-table">
          <thead>
            <tr>
              <th scope="col">{t('academy.teacher.name')}</th>
              <th scope="col">{t('academy.cards.username')}</th>
              <th scope="col">{t('academy.teacher.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.students.map((s) => (
              <tr key={s.userno}>
                <th scope="row">{s.name}</th>
                <td>{s.username}</td>
                <td>
                  <Button variant="quiet" onClick={() => void reset(s, 'pin')}>
                    {t('academy.teacher.resetPin')}
                  </Button>{' '}
                  <Button variant="quiet" onClick={() => void reset(s, 'password')}>
                    {t('academy.teacher.resetPassword')}
                  </Button>{' '}
                  <Button variant="quiet" onClick={() => void reset(s, 'statpin')}>
                    {t('academy.teacher.resetStatPin')}
                  </Button>
                  {others.length > 0 ? (
                    <span className="field move-field">
                      <label htmlFor={`move-${s.userno}`}>{t('academy.teacher.moveTo')}</label>
                      <select
                        id={`move-${s.userno}`}
                        value=""
                        onChange={(event) => void move(s, Number(event.target.value))}
                      >
                        <option value="">{t('academy.teacher.moveChoose')}</option>
                        {others.map((c) => (
                          <option key={c.classId} value={c.classId}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function ClassSettings({ classId, settings }: { classId: number; settings: Settings }) {
  const { t } = useTranslation();
  const body = useUserBody();
  const [current, setCurrent] = useState(settings);
  const [saved, setSaved] = useState(false);
  const change = async (name: (typeof settingNames)[number], on: boolean) => {
    const next = { ...current, [name]: on };
    setCurrent(next);
    setSaved(false);
    const answer = await api.call(classSettingsEndpoint, { ...body, classId, settings: next });
    if (answer.ok) {
      setCurrent(answer.value.class.settings);
      setSaved(true);
    } else setCurrent(current);
  };
  return (
    <Card title={t('academy.settings.title')} className="no-print">
      {settingNames.map((name) => (
        <Fragment key={name}>
          <label className="setting-row">
            <input
              type="checkbox"
              checked={current[name] ?? false}
              aria-describedby={name === 'heartsInHours' ? 'hearts-in-hours-hint' : undefined}
              onChange={(e) => void change(name, e.target.checked)}
            />{' '}
            {t(`academy.settings.${name}`)}
          </label>
          {/* Issue 19: what "class hours" are, and what the setting does, said exactly. */}
          {name === 'heartsInHours' ? (
            <p id="hearts-in-hours-hint" className="field-hint">
              {t('academy.settings.heartsInHoursHint')}
            </p>
          ) : null}
        </Fragment>
      ))}
      {saved ? <p role="status">{t('academy.settings.saved')}</p> : null}
    </Card>
  );
}

function KioskSetup({ kioskKey }: { kioskKey: string }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  return (
    <Card title={t('academy.kiosk.setTitle')} className="no-print">
      <p>{t('academy.kiosk.setHint')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          writeKioskClass(local, kioskKey);
          void signOut();
        }}
      >
        {t('academy.kiosk.set')}
      </Button>
    </Card>
  );
}

function ArchiveClass({
  classId,
  archived,
  onChanged,
}: {
  classId: number;
  archived: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const body = useUserBody();
  const errorText = useErrorText();
  const [note, setNote] = useState<string | null>(null);
  const toggle = async () => {
    const answer = await api.call(classArchiveEndpoint, { ...body, classId, archived: !archived });
    if (!answer.ok) {
      setNote(errorText(answer.code, answer.message));
      return;
    }
    setNote(answer.value.class.archived ? t('academy.teacher.archived') : t('academy.teacher.restored'));
    onChanged();
  };
  return (
    <Card title={t('academy.teacher.archiveTitle')} className="no-print">
      <p>{archived ? t('academy.teacher.archivedHint') : t('academy.teacher.archiveHint')}</p>
      <Button variant={archived ? 'secondary' : 'danger'} onClick={() => void toggle()}>
        {archived ? t('academy.teacher.restore') : t('academy.teacher.archive')}
      </Button>
      {note ? <p role="status">{note}</p> : null}
    </Card>
  );
}
