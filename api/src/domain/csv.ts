/**
 * CSV that Excel in a Russian locale and Google Sheets open right ('Выгрузить CSV'): UTF-8 with a byte-order
 * mark, `;` between fields (Excel's list separator where the decimal one is a comma), CRLF line ends,
 * RFC 4180 quoting (a field with `;`, `"`, CR or LF in double quotes, its quotes doubled).
 */

const BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or CR) gets a leading
 * apostrophe, so a client named "=HYPERLINK(…)" stays a name (OWASP's CSV injection advice).
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = defused(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the header row, then a row per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + [header, ...rows].map((r) => `${r.map(field).join(';')}\r\n`).join('');
}
