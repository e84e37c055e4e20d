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
}

export const MAIL_FROM = 'Songstats <no-reply@songstats.com>';

/**
 * Mail goes through nodemailer: SMTP when SMTP_URL is set, otherwise nodemailer's JSON transport
 * renders the message and it is written to the local outbox folder, one file per message.
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
      mkdirSync(options.outboxDir, { recursive: true });
      const createdAt = new Date();
      const stored: StoredMail = { ...mail, createdAt: createdAt.toISOString() };
      // The name sorts by time, so the newest message is the last file.
      const name = `${createdAt.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
      writeFileSync(path.join(options.outboxDir, name), JSON.stringify(stored, null, 2));
    },
  };
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
