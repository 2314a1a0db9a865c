// @vitest-environment happy-dom
// An academy admin promotes a teacher in the app (issue 19, R6.01): the form sends the username and
// whether to make or take back, and says what the server answered (its refusal translated).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '../../../../src/protocol';
import { apiFailure, type ApiResult } from '../../../../src/io/api/result';
import { renderScreen } from '../render';

const answers = new Map<string, (body: unknown) => ApiResult<unknown>>();
const sent: { path: string; body: unknown }[] = [];

vi.mock('../../../../src/io/api/appClient', async () => {
  const { createSessionRecordStore } = await import('../../../../src/io/auth/sessionRecord');
  const { memoryStorage } = await import('../../../../src/io/storage/webStorage');
  return {
    sessions: createSessionRecordStore(memoryStorage()),
    api: {
      sessions: createSessionRecordStore(memoryStorage()),
      setServerInfo: () => undefined,
      call: async (endpoint: EndpointDef, body: unknown) => {
        sent.push({ path: endpoint.path, body });
        const answer = answers.get(endpoint.path);
        return answer ? answer(body) : apiFailure(-4002, { unreachable: true });
      },
    },
    setLanguageSource: () => undefined,
    setSessionLostHandler: () => undefined,
  };
});

const { PromoteTeacher } = await import('../../../../src/features/academy/PromoteTeacher');

beforeEach(() => {
  answers.clear();
  sent.length = 0;
});
afterEach(cleanup);

describe('PromoteTeacher', () => {
  it('makes an account a teacher and takes it back', async () => {
    answers.set('/api/class/promote', (body) => ({
      ok: true,
      value: { errorcode: 0, targetno: 5, teacher: (body as { teacher: boolean }).teacher },
    }));
    await renderScreen(<PromoteTeacher />);
    fireEvent.change(screen.getByLabelText('Username of the account'), { target: { value: ' minji ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a teacher' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('minji is now a teacher.'));
    expect(sent.at(-1)).toMatchObject({
      path: '/api/class/promote',
      body: { username: 'minji', teacher: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Take teacher rights back' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('minji is no longer a teacher.'));
    expect(sent.at(-1)).toMatchObject({ body: { username: 'minji', teacher: false } });
  });

  it('asks for a username first and shows a refusal in words', async () => {
    answers.set('/api/class/promote', () => apiFailure(-1001, {}));
    await renderScreen(<PromoteTeacher />);
    fireEvent.click(screen.getByRole('button', { name: 'Make a teacher' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Enter a username.'));
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Username of the account'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a teacher' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe('Enter a username.'));
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status').textContent).not.toMatch(/^error\.|-1001/);
  });
});
