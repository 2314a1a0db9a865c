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
