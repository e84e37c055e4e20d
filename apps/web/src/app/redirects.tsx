import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';

// spec §1: the product links to the app stores.
export const APP_STORE_URLS = {
  ios: 'https://apps.apple.com/app/songstats/id1525464565',
  android: 'https://play.google.com/store/apps/details?id=com.songstats',
} as const;

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
