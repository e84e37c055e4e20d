import { TEXTS } from '@songstats/domain';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';

// spec §1: the product links to the app stores.
export const APP_STORE_URLS = {
  ios: 'https://apps.apple.com/app/songstats/id1525464565',
  android: 'https://play.google.com/store/apps/details?id=com.songstats',
} as const;

// spec §1: desktop downloads for macOS, Windows and Linux.
export const DESKTOP_DOWNLOAD_URLS = {
  macos: 'https://songstats.com/download/macos',
  windows: 'https://songstats.com/download/windows',
  linux: 'https://songstats.com/download/linux',
} as const;

/** spec §2: 'Request to add song / artist / label' (and label or collaborator requests). */
export const REQUEST_FORM_URL = 'https://songstats.com/request-form';

/** spec §2: the 'Request to add song / artist / label' link; the form opens in a new tab. */
export function RequestToAddLink({ className }: { className?: string }) {
  return (
    <a href={REQUEST_FORM_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {TEXTS.requestToAdd}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <p className="px-6 py-24 text-center text-gray-600">Redirecting…</p>;
}

/** spec §2: /:type/:id/* redirects to the parent path /:type/:id. */
export function ParentRedirect() {
  const { type = '', id = '' } = useParams();
  return <Navigate to={`/${type}/${id}`} replace />;
}
