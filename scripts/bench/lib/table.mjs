/** Prints bench figures as an aligned text table, marking figures that miss their target. */

function status(row) {
  if (Number.isNaN(row.value)) return 'ERROR';
  if (row.max !== undefined) return row.value <= row.max ? 'ok' : 'MISSED';
  if (row.min !== undefined) return row.value >= row.min ? 'ok' : 'MISSED';
  return '';
}

function formatValue(value) {
  if (Number.isNaN(value)) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function target(row) {
  if (row.max !== undefined) return `≤ ${row.max} ${row.unit}`;
  if (row.min !== undefined) return `≥ ${row.min} ${row.unit}`;
  return '';
}

export function formatTable(rows) {
  const header = ['case', 'figure', 'value', 'target', 'status', 'note'];
  const lines = rows.map((row) => [
    row.case,
    row.figure,
    `${formatValue(row.value)} ${row.unit}`.trim(),
    target(row),
    status(row),
    row.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
