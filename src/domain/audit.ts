
export function auditValueText(value: Record<string, unknown> | null | undefined): string {
  if (!value) return '';
  return Object.keys(value)
    .sort()
    .map((key) => `${key}: ${formatValue(value[key])}`)
    .join('; ');
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
