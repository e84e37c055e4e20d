import type { DownloadReportRequest } from '@songstats/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadReport } from './download-report';

/** spec §6, §7: downloads the table as CSV or XLSX; shown only where export is allowed. */
export function ExportButton({ request }: { request: Omit<DownloadReportRequest, 'file_type'> }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (fileType: 'csv' | 'xlsx') => {
    setBusy(fileType);
    try {
      await downloadReport({ ...request, file_type: fileType });
    } catch {
      // spec §8: report download errors are silently ignored.
    } finally {
      setBusy(null);
    }
  };
  const button =
    'inline-flex items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 disabled:opacity-50 focus-visible:outline-2';
  return (
    <div className="flex gap-1">
      <button type="button" className={button} disabled={busy !== null} onClick={() => run('csv')}>
        <Download aria-hidden size={12} />
        {busy === 'csv' ? 'Exporting…' : 'Export CSV'}
      </button>
      <button type="button" className={button} disabled={busy !== null} onClick={() => run('xlsx')}>
        <Download aria-hidden size={12} />
        {busy === 'xlsx' ? 'Exporting…' : 'Export XLSX'}
      </button>
    </div>
  );
}
