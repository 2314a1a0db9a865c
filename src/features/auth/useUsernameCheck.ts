// Username availability as the user types (R5.01, R5.02): once the name follows the rule, /api/user/check
// is asked after a short pause; an answer with a userno other than 0 is -10410, shown next to the field.
import { useEffect, useState } from 'react';
import { userCheckEndpoint } from '../../protocol';
import { validateUsername } from '../../domain/rules/username';
import { usernameCheckCode } from '../../domain/rules/validation';
import { api } from '../../io/api/appClient';

export type UsernameAvailability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'free' }
  | { state: 'taken'; code: number }
  | { state: 'failed'; code: number; message: string | null };

export const usernameCheckDelayMs = 400;

export function useUsernameCheck(username: string): UsernameAvailability {
  const [result, setResult] = useState<UsernameAvailability>({ state: 'idle' });
  useEffect(() => {
    if (username === '' || validateUsername(username).length > 0) {
      setResult({ state: 'idle' });
      return;
    }
    let live = true;
    setResult({ state: 'checking' });
    const timer = setTimeout(() => {
      void api.call(userCheckEndpoint, { username }).then((answer) => {
        if (!live) return;
        if (!answer.ok) {
          setResult({ state: 'failed', code: answer.code, message: answer.message });
          return;
        }
        const code = usernameCheckCode(answer.value.userno);
        setResult(code === 0 ? { state: 'free' } : { state: 'taken', code });
      });
    }, usernameCheckDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username]);
  return result;
}
