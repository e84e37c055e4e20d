import { API_PREFIX, ApiError, invoicePath } from '@songstats/contract';
import { TEXTS } from '@songstats/domain';
import { api } from '../../app/api';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** The invoice PDF of a non-free subscription, saved under the server's file name. */
export async function downloadInvoice(subscriptionId: number): Promise<void> {
  const response = await fetch(`${API_PREFIX}${invoicePath(subscriptionId)}`, {
    headers: { ...api.headersFor(false), accept: 'application/pdf' },
  });
  if (!response.ok) {
    let message: string = TEXTS.errors.networkNotOk;
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // not JSON: keep the generic text
    }
    throw new ApiError(message, response.status, null);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(
    response.headers.get('content-disposition'),
    `invoice-${subscriptionId}.pdf`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
