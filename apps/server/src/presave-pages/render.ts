import { PRESAVE_SERVICE_NAMES } from '@songstats/contract';
import type { PresaveCampaignRow } from '@songstats/db';
import { VARIANTS } from '@songstats/domain';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#10231d;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}main{width:100%;max-width:440px;padding:24px}img{display:block;width:100%;height:auto;aspect-ratio:1;border-radius:12px;background:#1d3a31;object-fit:cover}h1{font-size:1.5rem;margin:16px 0 0}p{margin:4px 0 12px;color:#d5ede4}label{display:block;margin:10px 0}input[type=email]{width:100%;padding:10px;border-radius:8px;border:1px solid #7fb8a4;font:inherit}button{display:block;width:100%;margin:8px 0;padding:14px 16px;border:0;border-radius:8px;background:#fff;color:#10231d;font:inherit;font-weight:600;cursor:pointer}button:hover,button:focus-visible{background:#d9f5ea;outline:3px solid #7fe0bd;outline-offset:2px}.err{background:#7f1d1d;padding:8px 12px;border-radius:8px}.small{font-size:.85rem}a{color:#fff}footer{margin-top:24px;font-size:.8rem;color:#d5ede4;text-align:center}`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${head}<style>${STYLE}</style></head><body><main>${body}<footer>${escapeHtml(VARIANTS.presave.name)}</footer></main></body></html>`;
}

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** A readable release date: "1 December 2026". */
export function releaseDateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The fan page (issue 23): server-rendered, no script. The fan may give an email, chooses to
 * follow the artist (unticked by default), must tick the consent, then picks a service, which
 * takes them to the service's authorize page.
 */
export function renderCampaignPage(
  campaign: PresaveCampaignRow,
  options: { origin: string; today: string; error?: string; email?: string },
): string {
  const title = `${campaign.title} by ${campaign.artistName}`;
  const out = campaign.releaseDate <= options.today;
  const when = out ? 'Out now' : `Out ${releaseDateText(campaign.releaseDate)}`;
  const image = campaign.artworkUrl ? absolute(campaign.artworkUrl, options.origin) : null;
  const meta = [
    ['og:type', 'music.album'],
    ['og:title', `Pre-save ${title}`],
    ['og:description', `${when}. Pre-save it to have it in your library on release day.`],
    ['og:url', `${options.origin}/${campaign.slug}`],
    ...(image ? [['og:image', image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .join('');
  const twitter = `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`;
  const buttons = campaign.services
    .map(
      (service) =>
        `<button type="submit" name="service" value="${service}">Pre-save on ${PRESAVE_SERVICE_NAMES[service]}</button>`,
    )
    .join('');
  const body = `${image ? `<img src="${escapeHtml(image)}" alt="Artwork of ${escapeHtml(campaign.title)}" width="392" height="392">` : ''}
<h1>${escapeHtml(campaign.title)}</h1><p>${escapeHtml(campaign.artistName)} · ${escapeHtml(when)}</p>
${options.error ? `<p class="err" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/presave-connect">
<input type="hidden" name="slug" value="${escapeHtml(campaign.slug)}">
<label>Email (optional) <input type="email" name="email" autocomplete="email" maxlength="254" value="${escapeHtml(options.email ?? '')}"></label>
<label><input type="checkbox" name="follow" value="yes"> Follow ${escapeHtml(campaign.artistName)}</label>
<label class="small"><input type="checkbox" name="consent" value="yes" required> ${escapeHtml(campaign.consentText)}</label>
${buttons}
</form>`;
  return page(`Pre-save ${title}`, body, `${meta}${twitter}`);
}

/** A short answer page: connected, cancelled, unsubscribed, or an error. */
export function renderMessagePage(heading: string, text: string, back?: string): string {
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${back ? `<p><a href="${escapeHtml(back)}">Back to the pre-save</a></p>` : ''}`,
  );
}
