import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { terminalLogStream } from './log-stream';

// Issue 20: `npm start` printed raw JSON lines on the terminal.

describe('the server log', () => {
  it('is pino JSON when the output is not a terminal', () => {
    expect(terminalLogStream({ isTTY: false, fd: 1 })).toBeUndefined();
    expect(terminalLogStream({ fd: 1 })).toBeUndefined();
  });

  it('is a readable line on a terminal', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'songstats-log-'));
    const file = path.join(dir, 'out');
    const fd = openSync(file, 'w');
    try {
      // A file stands in for the terminal's descriptor.
      const stream = terminalLogStream({ isTTY: true, fd });
      expect(stream).toBeDefined();
      pino({ level: 'info' }, stream).info(
        { reqId: 'req-1' },
        'Songstats        http://localhost:8000',
      );
      closeSync(fd);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes
      const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
      expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Songstats {8}http:\/\/localhost:8000\n/);
      expect(text).toContain('reqId: "req-1"');
      expect(text).not.toContain('{"level"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
