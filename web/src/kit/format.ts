const formatters = new Map<number, Intl.NumberFormat>();

/** Formats a number with thousands separators (spec: "Numbers are shown with thousands separators"); '-' when absent. */
export function formatNumber(value: number | string | null | undefined, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    // Grouping with commas reads the same in both interface languages.
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  return formatter.format(n);
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A money amount with 2 decimals and separators, as the campaign and report screens show it. */
export const formatMoney = (value: number): string => money.format(value);

const SIZE_UNITS: readonly [number, string][] = [
  [1073741824, 'GB'],
  [1048576, 'MB'],
  [1024, 'KB'],
];

/**
 * A file size with an automatic unit: GB from 1073741824 bytes, MB from 1048576, KB from 1024, otherwise the
 * spec's "Bit" (its word for the plain byte count); '-' when absent.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  for (const [size, unit] of SIZE_UNITS) {
    if (bytes >= size) return `${formatNumber(bytes / size)} ${unit}`;
  }
  return `${formatNumber(bytes, 0)} Bit`;
}

/** A duration in seconds as hh:mm:ss (hours keep counting past 24); '-' when absent. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const total = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
