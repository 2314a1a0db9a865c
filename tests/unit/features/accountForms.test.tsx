// @vitest-environment happy-dom
// The account forms (R1.17–R1.19, spec §5): the rules of the rules engine show as the user types, each
// error translated and placed next to its field (aria-describedby), server answers mapped to their fields
// (R8.02, R8.07), and the username check's -10410 (R5.02).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '../../../src/protocol';
import { apiFailure, type ApiResult } from '../../../src/io/api/result';
import { bundleAtom } from '../../../src/state/session';
import { sampleDedata } from '../state/fixtures';
import { fieldErrors, renderScreen } from './render';

const answers = new Map<string, (body: unknown) => ApiResult<unknown>>();
const sent: { path: string; body: unknown }[] = [];

vi.mock('../../../src/io/api/appClient', async () => {
  const { createSessionRecordStore } = await import('../../../src/io/auth/sessionRecord');
  const { memoryStorage } = await import('../../../src/io/storage/webStorage');
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

const { SignInForm } = await import('../../../src/features/auth/SignInForm');
const { RegisterForm } = await import('../../../src/features/auth/RegisterForm');
const { ChangePasswordForm } = await import('../../../src/features/account/ChangePasswordForm');
const { ChangeEmailForm } = await import('../../../src/features/account/ChangeEmailForm');
const { ChangePhoneForm } = await import('../../../src/features/account/ChangePhoneForm');
const { DeleteAccountForm } = await import('../../../src/features/account/DeleteAccountForm');
const { ResetPasswordForm } = await import('../../../src/features/auth/ResetPasswordForm');

const ok =
  (value: Record<string, unknown> = {}) =>
  () => ({ ok: true as const, value: { errorcode: 0, ...value } });
const fail =
  (code: number, message: string | null = null) =>
  () =>
    apiFailure(code, { message });

function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

beforeEach(() => {
  answers.clear();
  sent.length = 0;
});
afterEach(() => cleanup());

describe('sign-in', () => {
  it('has the fields "Username" and "Password" and a "Sign in" button', async () => {
    await renderScreen(<SignInForm />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    await renderScreen(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fieldErrors(screen.getByLabelText('Username'))).toEqual(['Fill this in.']));
    expect(fieldErrors(screen.getByLabelText('Password'))).toEqual(['Fill this in.']);
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under the password field (-1003)', async () => {
    answers.set('/api/login', fail(-1003));
    await renderScreen(<SignInForm />);
    type('Username', 'kim');
    const password = type('Password', 'Wrong-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fieldErrors(password)).toEqual(['The username or password is wrong.']));
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a stopped account under the form with the translated err_use_stop (R5.03)', async () => {
    answers.set('/api/login', fail(-1002, 'err_use_stop'));
    await renderScreen(<SignInForm />);
    type('Username', 'kim');
    type('Password', 'Right-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This account is stopped. Please contact your academy.',
      ),
    );
  });

  it('shows a network failure as -4002 text (R8.03)', async () => {
    await renderScreen(<SignInForm />);
    type('Username', 'kim');
    type('Password', 'Right-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The server could not be reached. Check the connection and try again.',
      ),
    );
  });
});

describe('registration', () => {
  it('shows the password rules as the user types (R5.04–R5.07)', async () => {
    await renderScreen(<RegisterForm />);
    type('Username', 'kimjiho');
    const password = type('Password', 'short');
    expect(fieldErrors(password)).toEqual([
      'At least 8 characters.',
      'Use at least two of: letters, digits, symbols.',
    ]);
    type('Password', 'kimjiho');
    expect(fieldErrors(password)).toContain('The password must differ from your username and e-mail.');
    type('Password', 'Stones-of-Go');
    expect(fieldErrors(password)).toEqual([]);
    type('Password', '한국어비밀번호12');
    expect(fieldErrors(password)).toContain(
      'Only letters, digits and symbols (no spaces or other characters).',
    );
  });

  it('checks the e-mail (R5.09, R5.10) and the repeated password', async () => {
    await renderScreen(<RegisterForm />);
    const email = type('E-mail', 'kim@example');
    expect(fieldErrors(email)).toEqual(['Enter an e-mail address like name@example.com.']);
    type('E-mail', 'kim @example.com');
    expect(fieldErrors(email)).toEqual(['No spaces or line breaks.']);
    type('E-mail', 'kim@example.com');
    expect(fieldErrors(email)).toEqual([]);
    type('Password', 'Stones-of-Go');
    const confirm = type('Repeat the password', 'Stones-of-Ga');
    expect(fieldErrors(confirm)).toEqual(['The two passwords differ.']);
  });

  it('shows a taken username next to the username field (-10410, R5.02)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answers.set('/api/user/check', ok({ userno: 12 }));
      await renderScreen(<RegisterForm />);
      const username = type('Username', 'taken_name');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      await waitFor(() => expect(fieldErrors(username)).toEqual(['This username is taken.']));
      expect(sent.find((s) => s.path === '/api/user/check')?.body).toEqual({ username: 'taken_name' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a taken username once when the submit and the check both answer it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answers.set('/api/user/check', ok({ userno: 12 }));
      answers.set('/api/user/reg', fail(-10410));
      await renderScreen(<RegisterForm />);
      type('Password', 'Stones-of-Go');
      type('Repeat the password', 'Stones-of-Go');
      type('E-mail', 'kim@example.com');
      const username = type('Username', 'taken_name');
      // Submitted before the check (debounced) has answered; the server answers the name taken.
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(fieldErrors(username)).toEqual(['This username is taken.']));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      await waitFor(() => expect(sent.some((s) => s.path === '/api/user/check')).toBe(true));
      expect(fieldErrors(username)).toEqual(['This username is taken.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('places the server answers on their fields', async () => {
    answers.set('/api/user/check', ok({ userno: 0 }));
    answers.set('/api/user/reg', fail(-1011));
    await renderScreen(<RegisterForm />);
    type('Username', 'kimjiho');
    type('Password', 'Stones-of-Go');
    type('Repeat the password', 'Stones-of-Go');
    const email = type('E-mail', 'kim@example.com');
    await waitFor(() => expect(screen.getByText('This username is free.')).toBeTruthy(), { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fieldErrors(email)).toEqual(['This e-mail address is not valid.']));
    expect(sent.find((s) => s.path === '/api/user/reg')?.body).toMatchObject({
      username: 'kimjiho',
      passwd: 'Stones-of-Go',
      email: 'kim@example.com',
      countrylso: 'KR',
      lang: 'en-US',
    });
  });
});

describe('account changes', () => {
  async function signedIn(element: React.ReactElement) {
    const rendered = await renderScreen(element);
    act(() => rendered.store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false }));
    return rendered;
  }

  it('change password: a wrong current password shows under "Current password"', async () => {
    // Issue 22 item 13: inside a session the server says which secret is wrong (-1013, not login's -1003).
    answers.set('/api/passwd/change', fail(-1013));
    await signedIn(<ChangePasswordForm />);
    const current = type('Current password', 'Old-pass-1');
    type('New password', 'New-pass-22');
    type('Repeat the password', 'New-pass-22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldErrors(current)).toEqual(['Your current password is wrong.']));
    expect(sent[0]).toEqual({
      path: '/api/passwd/change',
      body: { userno: 7, passwdorg: 'Old-pass-1', passwd: 'New-pass-22' },
    });
  });

  it('change password: the new one may not be the username (R5.07)', async () => {
    await signedIn(<ChangePasswordForm />);
    const password = type('New password', 'user7');
    expect(fieldErrors(password)).toContain('The password must differ from your username and e-mail.');
  });

  it('change password: success is announced', async () => {
    answers.set('/api/passwd/change', ok());
    await signedIn(<ChangePasswordForm />);
    type('Current password', 'Old-pass-1');
    type('New password', 'New-pass-22');
    type('Repeat the password', 'New-pass-22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your password is changed.'));
  });

  it('change e-mail: a malformed new address shows under "New e-mail"; -1011 from the server too', async () => {
    answers.set('/api/email/change', fail(-1011));
    await signedIn(<ChangeEmailForm />);
    const email = type('New e-mail', 'nope');
    expect(fieldErrors(email)).toEqual(['Enter an e-mail address like name@example.com.']);
    type('New e-mail', 'new@example.com');
    type('Password', 'Right-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(fieldErrors(email)).toEqual(['This e-mail address is not valid.']));
  });

  it('change phone: no whitespace (R5.10), the phone rule as typed (R5.19); a server refusal shows under it', async () => {
    answers.set('/api/phone/change', fail(-1000));
    await signedIn(<ChangePhoneForm />);
    const phone = type('New phone number', '010 1234');
    expect(fieldErrors(phone)).toEqual(['No spaces or line breaks.']);
    type('New phone number', '01x');
    expect(fieldErrors(phone)).toEqual(['Digits and hyphens only, 4 to 20 (a leading + is fine).']);
    type('New phone number', '010-1234');
    type('Password', 'Right-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change phone' }));
    await waitFor(() =>
      expect(fieldErrors(phone)).toEqual(['Some of the details are missing or not valid.']),
    );
  });

  it('delete account: needs the confirmation; a wrong password shows under it', async () => {
    answers.set('/api/account/del', fail(-1013));
    await signedIn(<DeleteAccountForm />);
    type('Username', 'user7');
    const password = type('Password', 'Wrong-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByText('Tick the box to confirm.')).toBeTruthy());
    expect(sent).toEqual([]);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I understand that my account is deleted for good' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(fieldErrors(password)).toEqual(['Your current password is wrong.']));
  });

  it('reset with a mailed code: a bad code shows under "Code from the e-mail" (R5.17)', async () => {
    answers.set('/api/passwd/change2', fail(-1012));
    await renderScreen(<ResetPasswordForm initialUsername="kim" />);
    const code = type('Code from the e-mail', 'abc');
    type('New password', 'New-pass-22');
    type('Repeat the password', 'New-pass-22');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() =>
      expect(fieldErrors(code)).toEqual(['The code is wrong, used or expired. Ask for a new one.']),
    );
    expect(sent[0]?.body).toEqual({ username: 'kim', passwdorg: 'abc', passwd: 'New-pass-22' });
  });
});

describe('the shared form pieces (FormFields, FormFrame, useFormFields)', () => {
  const autocomplete = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');

  it('tell the password manager which password is which, and show the password rule as a hint', async () => {
    await renderScreen(<RegisterForm />);
    expect(autocomplete('Username')).toBe('username');
    expect(autocomplete('Password')).toBe('new-password');
    expect(autocomplete('Repeat the password')).toBe('new-password');
    const [hintId] = (screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe(
      '8 to 20 characters: letters, digits and symbols, at least two kinds, not your username or e-mail.',
    );
    cleanup();
    await renderScreen(<SignInForm />);
    expect(autocomplete('Password')).toBe('current-password');
  });

  it('clear the values a success has used, and keep the one it set (change e-mail)', async () => {
    answers.set('/api/email/change', ok());
    const rendered = await renderScreen(<ChangeEmailForm />);
    act(() => rendered.store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false }));
    type('New e-mail', 'new@example.com');
    type('Password', 'Right-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect((screen.getByLabelText('Current e-mail') as HTMLInputElement).value).toBe('new@example.com');
    expect((screen.getByLabelText('New e-mail') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(fieldErrors(screen.getByLabelText('New e-mail'))).toEqual([]);
  });

  it('mark a form that cannot be undone as dangerous, its button too', async () => {
    await renderScreen(<DeleteAccountForm />);
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button.classList.contains('ui-button-danger')).toBe(true);
    expect(button.closest('form')?.className).toBe('form form-danger');
    expect(button.closest('form')?.getAttribute('aria-labelledby')).toBe('delete-title');
  });
});
