import pretty from 'pino-pretty';

/**
 * Where the server writes its log: readable lines on a terminal (`npm start`), and pino's JSON
 * lines (undefined: pino's own stdout) otherwise, for whatever collects them.
 */
export function terminalLogStream(out: { isTTY?: boolean; fd: number } = process.stdout) {
  if (!out.isTTY) return undefined;
  // sync: nothing is lost when the process exits right after a line (SIGINT: closing).
  return pretty({
    destination: out.fd,
    sync: true,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}
