import { GENRES } from '../model/markets';
import { playlistName, trackName } from '../model/names';
import type { WorldState } from '../world-state';

// The world's artwork: an SVG made from an object's id and name alone (colours and shape from a
// hash of the id, the name's initials on top), so the same object always gets the same image and
// nothing is stored. Served at /images/{kind}/{id}.svg (image-routes.ts).

export const IMAGE_KINDS = ['artist', 'label', 'creator', 'track', 'playlist', 'station'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The absolute address of an object's artwork on this world's server. */
export const imageUrl = (baseUrl: string, kind: ImageKind, id: string) =>
  `${baseUrl}/images/${kind}/${id}.svg`;

/** Spotify's `images[]` of an object: one square picture. */
export const imagesOf = (baseUrl: string, kind: ImageKind, id: string) => [
  { url: imageUrl(baseUrl, kind, id), height: 640, width: 640 },
];

/** FNV-1a of the id: the artwork depends on nothing else, not even the world's seed. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Up to two initials of a name: its first two words' first letters (or digits). */
export function initialsOf(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !/^(the|a|an|of|and|&)$/i.test(word));
  const letters = (words.length > 0 ? words : [name]).slice(0, 2).map((word) => [...word][0]);
  return letters.join('').toUpperCase() || '?';
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The artwork of an object: a square of two hues from the id's hash, one of four patterns, and
 * the name's initials. Round kinds (people) get a circle, the others a rounded square.
 */
export function artworkSvg(kind: ImageKind, id: string, name: string): string {
  const h = fnv1a(`${kind}:${id}`);
  const hue = h % 360;
  const second = (hue + 40 + ((h >>> 9) % 140)) % 360;
  const pattern = (h >>> 17) % 4;
  const from = `hsl(${hue} 70% 45%)`;
  const to = `hsl(${second} 75% 30%)`;
  const shapes = [
    `<circle cx="200" cy="56" r="${60 + ((h >>> 20) % 40)}" fill="#fff" fill-opacity=".18"/>`,
    `<rect x="-40" y="150" width="340" height="60" transform="rotate(-${15 + ((h >>> 20) % 30)} 128 128)" fill="#fff" fill-opacity=".16"/>`,
    `<path d="M0 256 L128 ${96 + ((h >>> 20) % 64)} L256 256 Z" fill="#000" fill-opacity=".18"/>`,
    `<circle cx="40" cy="216" r="${90 + ((h >>> 20) % 30)}" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="24"/>`,
  ][pattern];
  const round = kind === 'artist' || kind === 'creator';
  const frame = round
    ? `<circle cx="128" cy="128" r="128"/>`
    : `<rect width="256" height="256" rx="24"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<clipPath id="c">${frame}</clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="256" height="256" fill="url(#g)"/>${shapes}</g>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${initialsOf(name).length > 1 ? 96 : 112}" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>` +
    `</svg>`
  );
}

/** Ids to indexes of the lists that have no index of their own, made once per list. */
const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();
function indexOf(list: readonly { id: string }[], id: string): number | undefined {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.map((item, i) => [item.id, i]));
    indexes.set(list, index);
  }
  return index.get(id);
}

/** The name of the object of `kind` with this id, or undefined when the world has none. */
export function nameOf(state: WorldState, kind: ImageKind, id: string): string | undefined {
  switch (kind) {
    case 'artist': {
      const i = state.artistIndexById.get(id);
      return i === undefined ? undefined : state.artists[i]!.name;
    }
    case 'label': {
      const i = indexOf(state.labels, id);
      return i === undefined ? undefined : state.labels[i]!.name;
    }
    case 'creator': {
      const i = indexOf(state.creators, id);
      return i === undefined ? undefined : state.creators[i]!.name;
    }
    case 'station': {
      const i = indexOf(state.stations, id);
      return i === undefined ? undefined : state.stations[i]!.name;
    }
    case 'track': {
      const i = state.tracks.indexById.get(id);
      return i === undefined ? undefined : trackName(state.seed, i);
    }
    case 'playlist': {
      const i = state.playlists.indexById.get(id);
      return i === undefined
        ? undefined
        : playlistName(state.seed, i, GENRES[state.playlists.genre[i]!]!);
    }
  }
}
