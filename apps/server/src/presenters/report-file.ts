import type { AnalyticsTableResponse } from '@songstats/contract';
import ExcelJS from 'exceljs';
import { cellText } from './analytics-table';

/** Cells that are actions, not data (share, buttons), stay out of a report. */
const ACTION_KINDS = new Set(['share', 'button']);

export interface ReportSheet {
  header: string[];
  rows: (string | number | null)[][];
}

/**
 * The table as a report: its data columns, its rows in the table's order, optionally only rows
 * whose text contains a keyword (spec §7 filter_keyword).
 */
export function reportSheet(table: AnalyticsTableResponse, keyword?: string | null): ReportSheet {
  const kept = table.columns
    .map((column, index) => ({ column, index }))
    .filter(({ index }) => !table.rows.some((row) => ACTION_KINDS.has(row[index]?.kind ?? '')));
  const needle = keyword?.trim().toLowerCase();
  const rows = table.rows.filter(
    (row) => !needle || row.some((item) => cellText(item).toLowerCase().includes(needle)),
  );
  return {
    header: kept.map(({ column }) => column.title),
    rows: rows.map((row) => kept.map(({ index }) => row[index]?.value ?? null)),
  };
}

// A text starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV with a UTF-8 byte order mark, so spreadsheets read accents right. */
export function toCsv(sheet: ReportSheet): Buffer {
  const lines = [sheet.header, ...sheet.rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(sheet: ReportSheet, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Songstats';
  // Excel allows 31 characters and no []:*?/\ in a sheet name.
  const worksheet = workbook.addWorksheet(
    title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report',
  );
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row);
  worksheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Content-Disposition with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
