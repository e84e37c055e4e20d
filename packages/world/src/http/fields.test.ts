import { describe, expect, it } from 'vitest';
import { applyFields, FieldsSyntaxError, parseFields } from './fields';

const page = {
  items: [
    { added_at: 'a', track: { id: '1', name: 'One', album: { name: 'X', id: 'x' } } },
    { added_at: 'b', track: { id: '2', name: 'Two', album: { name: 'Y', id: 'y' } } },
  ],
  next: 'n',
  total: 2,
  href: 'h',
};

describe('Spotify fields filter', () => {
  it.each([
    ['total', { total: 2 }],
    [
      'items(track(id)),next',
      { items: [{ track: { id: '1' } }, { track: { id: '2' } }], next: 'n' },
    ],
    ['items.track.id', { items: [{ track: { id: '1' } }, { track: { id: '2' } }] }],
    [
      'items(added_at,track.name)',
      {
        items: [
          { added_at: 'a', track: { name: 'One' } },
          { added_at: 'b', track: { name: 'Two' } },
        ],
      },
    ],
    [
      'items(track(album(!name)))',
      { items: [{ track: { album: { id: 'x' } } }, { track: { album: { id: 'y' } } }] },
    ],
    [
      'items.track.id,items.added_at',
      {
        items: [
          { track: { id: '1' }, added_at: 'a' },
          { track: { id: '2' }, added_at: 'b' },
        ],
      },
    ],
    ['missing', {}],
  ])('selects %s', (fields, expected) => {
    expect(applyFields(page, parseFields(fields))).toEqual(expected);
  });

  it.each(['items(track', 'items)', ',total', 'items(track(id)))', 'a..b'])(
    'refuses %s',
    (fields) => {
      expect(() => parseFields(fields)).toThrow(FieldsSyntaxError);
    },
  );
});
