import { API_PREFIX, smartLinkEndpoints, type TimeRange } from '@songstats/contract';
import { TEXTS } from '@songstats/domain';
import { api } from '../../app/api';
import { reportFileName } from '../insights/download-report';

/** Issue 23: the share analytics table as a CSV or XLSX file, saved under the server's name. */
export async function downloadSmartLinkReport(range: TimeRange, fileType: 'csv' | 'xlsx') {
  const query = new URLSearchParams({ range, file_type: fileType });
  const response = await fetch(`${API_PREFIX}${smartLinkEndpoints.downloadReport.path}?${query}`, {
    headers: { ...api.headersFor(false), accept: '*/*' },
  });
  if (!response.ok) throw new Error(TEXTS.errors.networkNotOk);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(response.headers.get('content-disposition'), fileType);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
