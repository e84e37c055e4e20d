import { API_PREFIX, DEFAULT_REPORT_NAME, type DownloadReportRequest } from '@songstats/contract';
import { TEXTS } from '@songstats/domain';
import { api } from '../../app/api';
import { insightRoutes } from './insight-routes';

/** The file name of Content-Disposition, else the spec's default 'Songstats Report'. */
export function reportFileName(disposition: string | null, fileType: 'csv' | 'xlsx'): string {
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  if (plain?.[1]) return plain[1];
  return `${DEFAULT_REPORT_NAME}.${fileType}`;
}

/**
 * spec §7 download_scheduled_report: the table as a file, saved under the server's name. A non-ok
 * answer throws 'Network response was not ok'; callers ignore the failure (spec §8).
 */
export async function downloadReport(request: DownloadReportRequest): Promise<void> {
  const endpoint = insightRoutes.downloadScheduledReport;
  const response = await fetch(`${API_PREFIX}${endpoint.path}`, {
    method: endpoint.method,
    headers: { ...api.headersFor(true), accept: '*/*' },
    body: JSON.stringify(request),
  });
  await saveReportFile(response, request.file_type ?? 'csv');
}

/**
 * Saves a report call's answer under the server's file name; a non-ok answer throws 'Network
 * response was not ok' (spec §8).
 */
export async function saveReportFile(response: Response, fileType: 'csv' | 'xlsx'): Promise<void> {
  if (!response.ok) throw new Error(TEXTS.errors.networkNotOk);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(response.headers.get('content-disposition'), fileType);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
