// A group's last open mission as the screens should show it: the server's lastjkno (R3.15) with this
// tab's wins counted (confirmed ones by the server's answer, pending ones by the rules), so a win played
// offline opens the next mission at once.
import { useAtomValue } from 'jotai';
import { singleResultEndpoint } from '../../protocol';
import { writeAnswersAtom } from '../../state/outbox';
import { singleNotesAtom } from '../../state/singleSession';
import { lastOpenWithNotes, type NoteAnswer } from './challenge';

export function useLastOpen(
  categoryId: number,
  groupId: number,
  serverLast: number,
  missionCount: number | null,
): number {
  const notes = useAtomValue(singleNotesAtom);
  const answers = useAtomValue(writeAnswersAtom);
  const mine = notes.filter((n) => n.categoryId === categoryId && n.groupId === groupId);
  const answerOf = (key: string): NoteAnswer => {
    const answer = answers.get(key);
    if (!answer) return { state: 'pending' };
    if (answer.kind === 'rejected') return { state: 'rejected' };
    const checked = singleResultEndpoint.response.safeParse(answer.answer);
    return checked.success ? { state: 'applied', lastjkno: checked.data.lastjkno } : { state: 'rejected' };
  };
  return lastOpenWithNotes(serverLast, mine, answerOf, missionCount);
}
