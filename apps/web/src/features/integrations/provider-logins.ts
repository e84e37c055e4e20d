// The providers' own web SDKs hand the page a token for the authorize calls (spec §7): Google
// Identity Services' token client (scope youtube.readonly) and the Facebook JS SDK's login.
// They are loaded only when the member connects an account.

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (response: GoogleTokenResponse) => void;
        error_callback?: (error: { type: string }) => void;
      }): { requestAccessToken(): void };
    };
  };
}
interface FacebookSdk {
  init(config: { appId: string; version: string; cookie?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
}
declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
export const FACEBOOK_SCOPES = 'pages_show_list,instagram_basic';
const CANCELLED = 'The login was cancelled.';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The login could not be loaded. Please try again.'));
    document.head.append(script);
  });
}

/** A Google access token for reading the login's YouTube channels. */
export async function googleAccessToken(clientId: string): Promise<string> {
  if (!window.google) await loadScript('https://accounts.google.com/gsi/client');
  const google = window.google;
  if (!google) throw new Error('The Google login could not be loaded.');
  return new Promise((resolve, reject) => {
    google.accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: YOUTUBE_SCOPE,
        callback: (response) =>
          response.access_token ? resolve(response.access_token) : reject(new Error(CANCELLED)),
        error_callback: () => reject(new Error(CANCELLED)),
      })
      .requestAccessToken();
  });
}

/** A Facebook user access token that may list the login's pages and their Instagram. */
export async function facebookAccessToken(appId: string): Promise<string> {
  if (!window.FB) await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = window.FB;
  if (!sdk) throw new Error('The Facebook login could not be loaded.');
  sdk.init({ appId, version: 'v19.0' });
  return new Promise((resolve, reject) => {
    sdk.login(
      (response) =>
        response.authResponse?.accessToken
          ? resolve(response.authResponse.accessToken)
          : reject(new Error(CANCELLED)),
      { scope: FACEBOOK_SCOPES },
    );
  });
}
