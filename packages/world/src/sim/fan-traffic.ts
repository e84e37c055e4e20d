import { createRandom } from '../model/random';

// Issue 23: the demo world's fans of a smart link or a pre-save page. Every UTC day a link gets a
// few dozen visits spread over the day: browsers from several countries (an address from a block
// of that country, the country's Accept-Language, a referrer from social apps or none), who click
// a service button or two, reload now and then, and pre-save when the page is a pre-save; and
// bots (link-preview fetchers, crawlers, scripts without Accept-Language), which a product must
// not count. Each fan is a pure function of (seed, link, day, index), so any window of time can
// be asked again and gives the same fans: the ground truth a fidelity test compares against.

const DAY_MS = 86_400_000;
const FAN_SALT = 0x66616e;
/** A window longer than this is cut to its last part: a client that was away does not flood. */
export const MAX_FAN_WINDOW_MS = 2 * DAY_MS;

export interface SimulatedFan {
  /** Stable: `{day}-{index}`. */
  id: string;
  /** When the fan opens the page (ISO instant). */
  at: string;
  address: string;
  country: string;
  userAgent: string;
  /** null: a script that sends none (every browser does). */
  acceptLanguage: string | null;
  referrer: string | null;
  /** A bot, link-preview fetcher or script: not a fan, never to be counted. */
  bot: boolean;
  /** Page views (a reload is a second view of the same visitor). */
  views: number;
  /** The service buttons pressed, as positions in the page's list (0: the first). */
  clicks: number[];
  /** On a pre-save page: the fan connects the service at this position and consents. */
  presave: number | null;
}

/**
 * Public address blocks of a few countries (first octet, second octet from and to), each placed
 * wholly in its country by GeoLite2 (thousands of samples each, checked with geoip-country).
 */
const COUNTRIES = [
  { country: 'US', language: 'en-US,en;q=0.9', block: [73, 0, 255], weight: 30 },
  { country: 'DE', language: 'de-DE,de;q=0.9,en;q=0.8', block: [91, 0, 63], weight: 15 },
  { country: 'FR', language: 'fr-FR,fr;q=0.9,en;q=0.7', block: [109, 0, 31], weight: 12 },
  { country: 'JP', language: 'ja-JP,ja;q=0.9', block: [133, 0, 255], weight: 10 },
  { country: 'BR', language: 'pt-BR,pt;q=0.9', block: [191, 176, 191], weight: 13 },
  { country: 'GB', language: 'en-GB,en;q=0.9', block: [86, 128, 191], weight: 20 },
] as const;

const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101',
] as const;

/** What unfurls or crawls a shared link; the last is a script with a browser's name. */
const BOTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.24.22.79 A',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'TelegramBot (like TwitterBot)',
  'curl/8.5.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
] as const;

const REFERRERS = [
  'https://www.instagram.com/',
  'https://t.co/',
  'https://www.tiktok.com/',
  'https://www.youtube.com/',
  'https://l.facebook.com/',
  null,
  null,
] as const;

/** A link's key as a number: its address (slug) hashed (FNV-1a). */
export function linkKey(link: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < link.length; i++) {
    h ^= link.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(items: readonly T[], draw: number): T {
  return items[Math.min(items.length - 1, Math.floor(draw * items.length))]!;
}

/** The fans of one link on one UTC day (`day`: days since 1970-01-01), in order of arrival. */
export function fansOfDay(seed: number, link: string, day: number): SimulatedFan[] {
  const random = createRandom(seed, FAN_SALT, linkKey(link), day);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
  const count = Math.round((24 + random.int(24)) * weekend);
  const totalWeight = COUNTRIES.reduce((sum, country) => sum + country.weight, 0);
  const fans: SimulatedFan[] = [];
  for (let index = 0; index < count; index++) {
    const at = day * DAY_MS + random.int(DAY_MS);
    const roll = random.next() * totalWeight;
    let below = 0;
    const place =
      COUNTRIES.find((country) => {
        below += country.weight;
        return roll < below;
      }) ?? COUNTRIES[0];
    const [first, from, to] = place.block;
    const address = `${first}.${from + random.int(to - from + 1)}.${random.int(256)}.${1 + random.int(254)}`;
    const bot = random.next() < 0.15;
    const botAgent = pick(BOTS, random.next());
    // The last "bot" is a script calling itself a browser: it sends no Accept-Language.
    const script = botAgent === BOTS[BOTS.length - 1];
    const clicks: number[] = [];
    if (random.next() < (bot ? 0.2 : 0.6)) clicks.push(random.next() < 0.5 ? 0 : random.int(4));
    if (!bot && clicks.length > 0 && random.next() < 0.12) clicks.push(random.int(4));
    fans.push({
      id: `${day}-${index}`,
      at: new Date(at).toISOString(),
      address,
      country: place.country,
      userAgent: bot ? botAgent : pick(BROWSERS, random.next()),
      acceptLanguage: bot && script ? null : place.language,
      referrer: pick(REFERRERS, random.next()),
      bot,
      views: !bot && random.next() < 0.1 ? 2 : 1,
      clicks,
      presave: !bot && random.next() < 0.3 ? random.int(2) : null,
    });
  }
  return fans.sort((a, b) => a.at.localeCompare(b.at));
}

/** The fans who arrive after `afterMs` and by `untilMs` (at most MAX_FAN_WINDOW_MS of them). */
export function fansBetween(
  seed: number,
  link: string,
  afterMs: number,
  untilMs: number,
): SimulatedFan[] {
  const from = Math.max(afterMs, untilMs - MAX_FAN_WINDOW_MS);
  const fans: SimulatedFan[] = [];
  for (let day = Math.floor(from / DAY_MS); day <= Math.floor(untilMs / DAY_MS); day++) {
    for (const fan of fansOfDay(seed, link, day)) {
      const at = Date.parse(fan.at);
      if (at > from && at <= untilMs) fans.push(fan);
    }
  }
  return fans;
}

/**
 * What a product should count of these fans: visitors (distinct browsers, one each however often
 * they reload), clicks and pre-saves, bots excluded; and how many bots came.
 */
export function fanGroundTruth(fans: readonly SimulatedFan[]) {
  const people = fans.filter((fan) => !fan.bot);
  return {
    visitors: new Set(people.map((fan) => `${fan.address} ${fan.userAgent}`)).size,
    clicks: people.reduce((sum, fan) => sum + fan.clicks.length, 0),
    presaves: people.filter((fan) => fan.presave !== null).length,
    bots: fans.length - people.length,
  };
}
