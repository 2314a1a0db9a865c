// Sizes for people: "1.2 GB", "0.8 MB", "350 KB" (decimal units, as disks and stores count them), with the
// rules engine's number format (R9.32).
import { formatNumber } from '../../domain/rules/format';

export type ByteSize = { unit: 'gigabytes' | 'megabytes' | 'kilobytes'; value: string };

/** One decimal below ten units, where it matters; whole units above. */
function rounded(value: number): string {
  return formatNumber(value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
}

export function byteSize(bytes: number): ByteSize {
  if (bytes >= 1e9) return { unit: 'gigabytes', value: rounded(bytes / 1e9) };
  if (bytes >= 1e6) return { unit: 'megabytes', value: rounded(bytes / 1e6) };
  // A few bytes read as 1 KB, not as nothing.
  return { unit: 'kilobytes', value: formatNumber(bytes > 0 ? Math.max(1, Math.round(bytes / 1e3)) : 0) };
}
