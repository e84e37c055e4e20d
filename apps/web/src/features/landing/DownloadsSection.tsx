import { Monitor, Smartphone } from 'lucide-react';
import { APP_STORE_URLS, DESKTOP_DOWNLOAD_URLS } from '../../app/redirects';
import { LandingSection } from './LandingSection';

const linkClass =
  'rounded-lg border border-gray-300 bg-white px-4 py-2 font-medium hover:border-ink focus-visible:outline-2';

/** spec §1: the mobile apps (iOS, Android) and the desktop app (macOS, Windows, Linux). */
export function DownloadsSection({ productName }: { productName: string }) {
  return (
    <LandingSection
      heading="Get the apps"
      intro={`${productName} on your phone for notifications on the go, and on your desktop next to your work.`}
    >
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Smartphone aria-hidden size={18} /> Mobile
          </h3>
          <div className="mt-3 flex flex-wrap gap-3">
            <a className={linkClass} href={APP_STORE_URLS.ios}>
              iOS
            </a>
            <a className={linkClass} href={APP_STORE_URLS.android}>
              Android
            </a>
          </div>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Monitor aria-hidden size={18} /> Desktop
          </h3>
          <div className="mt-3 flex flex-wrap gap-3">
            <a className={linkClass} href={DESKTOP_DOWNLOAD_URLS.macos}>
              macOS
            </a>
            <a className={linkClass} href={DESKTOP_DOWNLOAD_URLS.windows}>
              Windows
            </a>
            <a className={linkClass} href={DESKTOP_DOWNLOAD_URLS.linux}>
              Linux
            </a>
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
