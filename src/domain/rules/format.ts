// Number formatting for counts, points and currencies: thousands separators and an optional plus sign,
// without depending on the runtime's Intl locale data (all three locales group by 3 with ",").
// Implements R9.32.

export interface NumberFormatOptions {
  /** Prefix positive numbers with "+" (zero never gets a sign). */
  plusSign?: boolean;
  /** The thousands separator; "," by default. */
  separator?: string;
}

/**
 * R9.32: 1234567 → "1,234,567"; with plusSign 1234 → "+1,234"; -1234 → "-1,234". Fractions keep their
 * digits ("1,234.5"); exponent forms (1e21) are not grouped. Non-finite numbers print as JavaScript does ("NaN", "Infinity").
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const separator = options.separator ?? ',';
  const sign = value < 0 ? '-' : value > 0 && options.plusSign === true ? '+' : '';
  const digits = Math.abs(value).toString();
  // Beyond 1e21 or below 1e-6 JavaScript writes exponents; those are left as they are.
  if (digits.includes('e')) return sign + digits;
  const [whole = '0', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return sign + grouped + (fraction === undefined ? '' : `.${fraction}`);
}

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date in the medium style of the app's three languages, as Intl's `dateStyle: 'medium'` writes
 * it (CLDR) for en-US, ko-KR and zh-CN: "Nov 25, 2026", "2026. 11. 25.", "2026年11月25日"; null for any other
 * locale. Written out
 * here because the first Intl date or number formatter a page creates loads ICU's locale data, 25–50 ms of
 * a phone's main thread on the front gate's first load (issue 13), and these three patterns are fixed.
 */
export function formatMediumDate(date: CalendarDate, locale: string): string | null {
  const { year, month, day } = date;
  switch (locale) {
    case 'en-US':
      return `${englishMonths[month - 1] ?? String(month)} ${day}, ${year}`;
    case 'ko-KR':
      return `${year}. ${month}. ${day}.`;
    case 'zh-CN':
      return `${year}年${month}月${day}日`;
    default:
      return null;
  }
}
