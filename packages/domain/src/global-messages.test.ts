import { describe, expect, it } from 'vitest';
import type { GlobalMessage } from './entities/message';
import { addGlobalMessage, clearGlobalMessages, removeGlobalMessage } from './global-messages';

const info = (message: string, holdForRedirect = false) =>
  ({ message, messageType: 'info', holdForRedirect }) as const;

describe('global messages (spec §4)', () => {
  it.each([
    [['Saved'], [['Saved', 1]]],
    [['Saved', 'Saved'], [['Saved', 2]]],
    [
      ['Saved', 'Oops', 'Saved', 'Saved'],
      [
        ['Saved', 3],
        ['Oops', 1],
      ],
    ],
  ])('spec §4: adding %j gives %j (identical text merges with a counter)', (texts, expected) => {
    const list = texts.reduce<GlobalMessage[]>(
      (acc, text) => addGlobalMessage(acc, info(text)),
      [],
    );
    expect(list.map((entry) => [entry.message, entry.count])).toEqual(expected);
  });

  it('spec §9: the list is uncapped', () => {
    let list: GlobalMessage[] = [];
    for (let index = 0; index < 250; index += 1) list = addGlobalMessage(list, info(`m${index}`));
    expect(list).toHaveLength(250);
  });

  it('spec §4: messages held for redirect survive one clear, and only one', () => {
    const list = [info('Held', true), info('Plain')].reduce<GlobalMessage[]>(
      (acc, message) => addGlobalMessage(acc, message),
      [],
    );
    const once = clearGlobalMessages(list);
    expect(once.map((entry) => entry.message)).toEqual(['Held']);
    expect(clearGlobalMessages(once)).toEqual([]);
  });

  it('spec §2: the close button removes a message', () => {
    const list = addGlobalMessage(addGlobalMessage([], info('A')), info('B'));
    expect(removeGlobalMessage(list, 'A').map((entry) => entry.message)).toEqual(['B']);
  });
});
