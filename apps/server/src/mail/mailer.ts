import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends OutgoingMail {
  createdAt: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Composes and sends a message in the background, one after the other, so no answer waits on
   * (or is timed by) the work or the mail server. `compose` may read and write the database and
   * answer null to send nothing; a failure goes to `onFailure` (nothing is retried).
   */
  enqueue(compose: () => Promise<OutgoingMail | null>, onFailure: (error: unknown) => void): void;
  /** Resolves once every enqueued message is sent or has failed. */
  idle(): Promise<void>;
}

/** Messages waiting past this many are refused: a mail server that hangs must not eat memory. */
export const MAIL_QUEUE_MAX = 1_000;
export const MAIL_QUEUE_FULL = 'The mail queue is full; the message was not sent.';

/** The background queue of a mailer: one chain of messages, in order. */
function mailQueue(send: (mail: OutgoingMail) => Promise<void>) {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    enqueue(compose: () => Promise<OutgoingMail | null>, onFailure: (error: unknown) => void) {
      if (waiting >= MAIL_QUEUE_MAX) {
        onFailure(new Error(MAIL_QUEUE_FULL));
        return;
      }
      waiting++;
      tail = tail
        // Not before the answer has gone: composing and rendering take this thread's time.
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(compose)
        .then((mail) => (mail ? send(mail) : undefined))
        .catch(onFailure)
        .finally(() => {
          waiting--;
        });
    },
    idle: () => tail,
  };
}

export const MAIL_FROM = 'Songstats <no-reply@songstats.com>';

/**
 * Mail goes through nodemailer: SMTP when SMTP_URL is set, otherwise nodemailer's JSON transport
 * renders the message and it is written to the local outbox folder, one file per message.
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const send = async (mail: OutgoingMail) => {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    };
    return { kind: 'smtp', send, ...mailQueue(send) };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const send = async (mail: OutgoingMail) => {
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    mkdirSync(options.outboxDir, { recursive: true });
    const createdAt = new Date();
    const stored: StoredMail = { ...mail, createdAt: createdAt.toISOString() };
    // The name sorts by time, so the newest message is the last file.
    const name = `${createdAt.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    writeFileSync(path.join(options.outboxDir, name), JSON.stringify(stored, null, 2));
  };
  return { kind: 'outbox', send, ...mailQueue(send) };
}

/** The outbox's messages, newest first. */
export function readOutbox(outboxDir: string): StoredMail[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as StoredMail);
}
