// Region and language of a client, from its Accept-Language header (R7.08). Default region KR (R9.x).
import type { CountryResponse, LocaleCode, RegionCode } from '../../src/protocol';

const byLanguage: Record<string, { region: RegionCode; lang: LocaleCode }> = {
  ko: { region: 'KR', lang: 'ko-KR' },
  en: { region: 'US', lang: 'en-US' },
  zh: { region: 'CN', lang: 'zh-CN' },
};

/** The first language of the header we support decides; nothing supported means Korea, Korean. */
export function countryFromAcceptLanguage(header: string | undefined): CountryResponse {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const match = byLanguage[tag.split('-')[0] ?? ''];
    if (match) return { errorcode: 0, ...match };
  }
  return { errorcode: 0, region: 'KR', lang: 'ko-KR' };
}
