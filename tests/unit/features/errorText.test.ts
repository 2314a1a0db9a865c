// What the screen shows for a failure (R8.02, R8.07, R5.03): the server's message (translated when it is
// one of our keys), else error.c<abs code>, else the generic text; in every language.
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/features/common/useErrorText';
import { initI18n } from '../../../src/i18n';

describe('errorText', async () => {
  const { i18n } = await initI18n('en-US');

  it.each([
    [-4002, null, 'The server could not be reached. Check the connection and try again.'],
    [-4003, null, 'The server did not answer the start-up check.'],
    [-10410, null, 'This username is taken.'],
    [-1002, 'err_use_stop', 'This account is stopped. Please contact your academy.'],
    [-1, 'A message from the server', 'A message from the server'],
    [-777, null, 'Something went wrong. Please try again.'],
    [5, null, 'Something went wrong. Please try again.'],
    [0, null, ''],
  ])('%i with %s → %s', (code, message, text) => {
    expect(errorText(i18n, code, message)).toBe(text);
  });

  it('speaks Korean and Chinese too', async () => {
    const ko = (await initI18n('ko-KR')).i18n;
    const zh = (await initI18n('zh-CN')).i18n;
    expect(errorText(ko, -10410, null)).toBe('이미 쓰이는 아이디입니다.');
    expect(errorText(zh, -10410, null)).toBe('此用户名已被使用。');
  });
});

describe('every code and rule the app can meet has a message (R8.07, R5.08)', async () => {
  const { apiErrors } = await import('../../../src/protocol');
  const { errorCatalogue, errorTranslationKey } = await import('../../../src/domain/rules/errors');
  const { passwordFailures, passwordFailureKey } = await import('../../../src/domain/rules/validation');
  const { usernameFailures } = await import('../../../src/domain/rules/username');
  const { singleTypes } = await import('../../../src/domain/rules/singleTypes');
  const { chineseNamedGrades, gradeNameKey } = await import('../../../src/domain/rules/grades');
  const { i18n } = await initI18n('en-US');

  const codes = [...Object.values(apiErrors), ...errorCatalogue.map((e) => e.code)].filter((c) => c < 0);
  it.each(codes)('error code %i', (code) => {
    expect(i18n.exists(errorTranslationKey(code))).toBe(true);
  });

  it('password, username, single types and grades', () => {
    const keys = [
      ...passwordFailures.map(passwordFailureKey),
      ...usernameFailures.map((f) => `validation.username.${f}`),
      ...singleTypes.map((name) => `single.type.${name}`),
      ...chineseNamedGrades.map((g) => gradeNameKey(g, 'CN')),
      ...chineseNamedGrades.map((g) => gradeNameKey(g, 'KR')),
      'err_use_stop',
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
