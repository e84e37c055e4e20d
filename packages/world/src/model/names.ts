import { hash, Salt } from './random';

// Word lists for names that read like the field's catalogue without naming anyone real.
const FIRST = [
  'Ava',
  'Leo',
  'Mila',
  'Noah',
  'Zoe',
  'Kai',
  'Luna',
  'Omar',
  'Ines',
  'Theo',
  'Nia',
  'Ravi',
  'Elif',
  'Joon',
  'Sade',
  'Lars',
  'Maya',
  'Ezra',
  'Yara',
  'Felix',
  'Amara',
  'Diego',
  'Hana',
  'Jonas',
];
const LAST = [
  'Stone',
  'Rivera',
  'Okafor',
  'Berg',
  'Kim',
  'Silva',
  'Novak',
  'Laurent',
  'Moreau',
  'Tanaka',
  'Adeyemi',
  'Fischer',
  'Costa',
  'Walsh',
  'Haddad',
  'Lindqvist',
  'Mendes',
  'Park',
  'Rossi',
  'Byrne',
];
const ADJ = [
  'Golden',
  'Silent',
  'Neon',
  'Velvet',
  'Electric',
  'Midnight',
  'Crystal',
  'Wild',
  'Lunar',
  'Paper',
  'Hidden',
  'Broken',
  'Endless',
  'Sacred',
  'Frozen',
  'Burning',
  'Blue',
  'Lost',
  'Secret',
  'Distant',
];
const NOUN = [
  'Hearts',
  'Waves',
  'Echo',
  'Skyline',
  'Garden',
  'Motion',
  'Signal',
  'Harbor',
  'Mirror',
  'Horizon',
  'Shadows',
  'Tides',
  'Letters',
  'Rooms',
  'Fire',
  'Rain',
  'Youth',
  'Machines',
  'Satellites',
  'Summer',
];
const MOOD = [
  'Chill',
  'Fresh',
  'Late Night',
  'Morning',
  'Workout',
  'Focus',
  'Feel Good',
  'Deep',
  'Hot',
  'Rising',
  'Sad',
  'Party',
  'Road Trip',
  'Sunday',
  'Underground',
  'Essential',
];

function pick<T>(list: readonly T[], h: number): T {
  return list[h % list.length]!;
}

export function personName(seed: number, kind: number, index: number): string {
  const h = hash(seed, Salt.name, kind, index);
  return `${pick(FIRST, h)} ${pick(LAST, h >>> 8)}`;
}

export function artistName(seed: number, index: number): string {
  const h = hash(seed, Salt.name, 1, index);
  const style = h % 4;
  if (style === 0) return `${pick(FIRST, h >>> 4)} ${pick(LAST, h >>> 12)}`;
  if (style === 1) return `The ${pick(ADJ, h >>> 4)} ${pick(NOUN, h >>> 12)}`;
  if (style === 2) return `${pick(ADJ, h >>> 4)} ${pick(NOUN, h >>> 12)}`;
  return `${pick(FIRST, h >>> 4).toUpperCase()}${(h >>> 20) % 100}`;
}

export function labelName(seed: number, index: number): string {
  const h = hash(seed, Salt.name, 2, index);
  return `${pick(ADJ, h)} ${pick(NOUN, h >>> 8)} ${pick(['Records', 'Music', 'Recordings', 'Sounds'], h >>> 16)}`;
}

export function trackName(seed: number, index: number): string {
  const h = hash(seed, Salt.name, 4, index);
  const style = h % 3;
  if (style === 0) return `${pick(ADJ, h >>> 4)} ${pick(NOUN, h >>> 12)}`;
  if (style === 1) return `${pick(NOUN, h >>> 4)}`;
  return `${pick(NOUN, h >>> 4)} of ${pick(NOUN, h >>> 12)}`;
}

export function playlistName(seed: number, index: number, genre: string): string {
  const h = hash(seed, Salt.name, 5, index);
  const capitalised = genre.charAt(0).toUpperCase() + genre.slice(1);
  const style = h % 3;
  if (style === 0) return `${pick(MOOD, h >>> 4)} ${capitalised}`;
  if (style === 1) return `${capitalised} ${pick(NOUN, h >>> 8)}`;
  return `${pick(ADJ, h >>> 4)} ${capitalised} Mix`;
}

export function emailOf(name: string, domain: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@${domain}`;
}
