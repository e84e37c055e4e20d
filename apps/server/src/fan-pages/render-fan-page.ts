import type { SmartLinkRow } from '@songstats/db';
import { sourceById, VARIANTS } from '@songstats/domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// One small style sheet inline: the page needs no other request than its artwork.
const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#1e1b2e;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}main{width:100%;max-width:420px;padding:24px}img{display:block;width:100%;height:auto;aspect-ratio:1;border-radius:12px;background:#2e2a45;object-fit:cover}h1{font-size:1.5rem;margin:16px 0 0}p{margin:4px 0 16px;color:#d4d0e8}ul{list-style:none;margin:0;padding:0}li{margin:0 0 8px}a.s{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;border-radius:8px;background:#fff;color:#1e1b2e;text-decoration:none;font-weight:600}a.s:hover,a.s:focus-visible{background:#ede9fe;outline:3px solid #c4b5fd;outline-offset:2px}a.s span{font-weight:400;color:#4c1d95}footer{margin-top:24px;font-size:.8rem;color:#d4d0e8;text-align:center}footer a{color:#fff}`;

/** An absolute address for link previews: artwork on our own origin (decision 025) gets it. */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/**
 * The fan page of a live smart link (issue 23): server-rendered HTML with no script, its style
 * inline, Open Graph and Twitter card tags for link previews, one button per service through
 * our click redirect (which counts and forwards). `ref` carries the visit's referrer host to
 * the click, since the click's own referrer is this page.
 */
export function renderFanPage(link: SmartLinkRow, origin: string, ref: string | null): string {
  const title = `${link.title} by ${link.artistName}`;
  const description = `Listen to ${link.title} by ${link.artistName} on your favourite service.`;
  const pageUrl = `${origin}/${link.slug}`;
  const image = link.artworkUrl ? absolute(link.artworkUrl, origin) : null;
  const query = ref ? `?ref=${encodeURIComponent(ref)}` : '';
  const buttons = link.services
    .map((service) => {
      const name = sourceById(service.serviceId)?.name ?? service.serviceId;
      return `<li><a class="s" href="/${link.slug}/go/${escapeHtml(service.serviceId)}${escapeHtml(query)}" rel="nofollow">${escapeHtml(name)}<span>Play</span></a></li>`;
    })
    .join('');
  const meta = [
    ['og:type', 'music.song'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', pageUrl],
    ['og:site_name', VARIANTS.links.name],
    ...(image ? [['og:image', image]] : []),
  ]
    .map(
      ([property, content]) =>
        `<meta property="${property}" content="${escapeHtml(content ?? '')}">`,
    )
    .join('');
  const twitter = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(image ? [['twitter:image', image]] : []),
  ]
    .map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content ?? '')}">`)
    .join('');
  const artwork = image
    ? `<img src="${escapeHtml(image)}" alt="Artwork of ${escapeHtml(link.title)}" width="372" height="372">`
    : '';
  const list = buttons
    ? `<ul aria-label="Services">${buttons}</ul>`
    : '<p>No service has this release yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><link rel="canonical" href="${escapeHtml(pageUrl)}">${meta}${twitter}<style>${STYLE}</style></head><body><main>${artwork}<h1>${escapeHtml(link.title)}</h1><p>${escapeHtml(link.artistName)}</p>${list}<footer>Made with <a href="${escapeHtml(origin)}/">${escapeHtml(VARIANTS.links.name)}</a></footer></main></body></html>`;
}

/** The page of a link that has ended (archived): 410 Gone, with no service to open. */
export function renderEndedPage(link: SmartLinkRow): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(link.title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main><h1>${escapeHtml(link.title)}</h1><p>This link has ended.</p></main></body></html>`;
}
