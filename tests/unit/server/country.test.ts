// Region and language from Accept-Language (R7.08), with the default region KR (spec §9).
import { describe, expect, it } from 'vitest';
import { countryFromAcceptLanguage } from '../../../server/http/country';

describe('countryFromAcceptLanguage', () => {
  it.each([
    [undefined, 'KR', 'ko-KR'],
    ['', 'KR', 'ko-KR'],
    ['en', 'US', 'en-US'],
    ['en-GB,en;q=0.9', 'US', 'en-US'],
    ['zh-TW,zh;q=0.9', 'CN', 'zh-CN'],
    ['de-DE,de;q=0.9,zh;q=0.5', 'CN', 'zh-CN'],
    ['en;q=0.2,ko;q=0.8', 'KR', 'ko-KR'],
    ['en;q=0,zh;q=0.1', 'CN', 'zh-CN'],
    ['*', 'KR', 'ko-KR'],
  ])('%s → %s %s', (header, region, lang) => {
    expect(countryFromAcceptLanguage(header)).toEqual({ errorcode: 0, region, lang });
  });
});
