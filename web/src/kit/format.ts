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
