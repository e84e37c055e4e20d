import { encodeRequestStamp } from '@songstats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAILS_PER_RECIPIENT } from '../../auth/rate-limits';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

let clients = 0;
/** A new source address: the per-address limit of the mail calls is not what these test. */
const newClient = () => {
  clients++;
  return `10.20.${clients >> 8}.${clients & 255}`;
};

const post = (url: string, payload: object, remoteAddress = newClient()) =>
  test.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress,
    headers: { host: 'localhost:8000', 'x-request-stamp': encodeRequestStamp() },
    payload,
  });

/** The mail sent so far, newest first (it leaves off the response path). */
async function sentMail() {
  await test.app.mailer.idle();
  return test.outbox();
}
const mailTo = async (email: string) => (await sentMail()).filter((mail) => mail.to === email);

function tokenOfMail(text: string): string {
  const match = text.match(/http:\/\/localhost:8000\/magic\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no magic link in: ${text}`);
  return match[1];
}

describe('login mails per recipient (issue 20)', () => {
  it('mails one address at most 5 times in 15 minutes, however many source addresses ask', async () => {
    const signup = await post('/members/magic_signup', {
      name: 'Target',
      email: 'target@example.com',
    });
    expect(signup.statusCode).toBe(200);
    // The report: 57 mails in 0.2 s from 11 addresses. Here 11 addresses ask 5 times each, at once.
    const sources = Array.from({ length: 11 }, () => newClient());
    const answers = await Promise.all(
      sources.flatMap((source) =>
        Array.from({ length: 5 }, () =>
          post('/members/request_magic_token', { email: 'target@example.com' }, source),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // The sign-up's mail was the first of five.
    expect(codes.filter((code) => code === 200)).toHaveLength(4);
    expect(codes.filter((code) => code === 429)).toHaveLength(55 - 4);
    const refused = answers.find((answer) => answer.statusCode === 429)!.json();
    expect(refused.message).toMatch(
      /^Too many login links were asked for target@example\.com\. Please use the newest one or try again in \d+ minutes?\.$/,
    );
    expect(await mailTo('target@example.com')).toHaveLength(5);
    expect(LOGIN_MAILS_PER_RECIPIENT).toEqual({ max: 5, windowMs: 15 * 60_000 });
  });

  it('answers an unknown address exactly like a known one, limit included', async () => {
    await post('/members/magic_signup', { name: 'Known', email: 'known@example.com' });
    const known = [];
    const unknown = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const [one, other] = await Promise.all([
        post('/members/request_magic_token', { email: 'known@example.com' }),
        post('/members/request_magic_token', { email: 'unknown@example.com' }),
      ]);
      known.push(one!.statusCode);
      unknown.push(other!.statusCode);
    }
    // The sign-up took the first of known@'s five.
    expect(known).toEqual([200, 200, 200, 200, 429, 429]);
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailTo('unknown@example.com')).toEqual([]);
  });

  it('counts the tagged addresses of one mailbox together (name+tag@, dots at Gmail)', async () => {
    const codes = [];
    for (const email of [
      'tagged+1@example.com',
      'tagged+2@example.com',
      'tagged@example.com',
      'tagged+news@example.com',
      'tagged+5@example.com',
      'tagged+6@example.com',
    ]) {
      codes.push((await post('/members/magic_signup', { name: 'Tagged', email })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const gmail = [];
    for (const email of [
      'd.o.t@gmail.com',
      'dot@gmail.com',
      'D.ot+x@gmail.com',
      'do.t@gmail.com',
    ]) {
      gmail.push((await post('/members/request_magic_token', { email })).statusCode);
    }
    for (const email of ['dot@googlemail.com', 'd.ot@gmail.com']) {
      gmail.push((await post('/members/request_magic_token', { email })).statusCode);
    }
    expect(gmail).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('makes a newer link void every older one not used yet', async () => {
    await post('/members/magic_signup', { name: 'Newest', email: 'newest@example.com' });
    await post('/members/request_magic_token', { email: 'newest@example.com' });
    await post('/members/request_magic_token', { email: 'newest@example.com' });
    const [newest, older, oldest] = (await mailTo('newest@example.com')).map((mail) =>
      tokenOfMail(mail.text),
    );
    for (const voided of [oldest!, older!]) {
      const login = await post('/members/magic_login', { magicToken: voided });
      expect(login.statusCode).toBe(400);
      expect(login.json().message).toMatch(/invalid, has expired or was already used/);
    }
    expect((await post('/members/magic_login', { magicToken: newest! })).statusCode).toBe(200);
  });
});

describe('the name in the welcome mail (issue 20)', () => {
  const phishingName =
    'Locked! <a href="https://evil.example/a">Unlock</a> at www.evil.example or http://evil.example/x?y=1 now';

  it('mails a plain, short name: no link, no markup, in the text and the HTML', async () => {
    const response = await post('/members/magic_signup', {
      name: phishingName,
      email: 'victim@example.com',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailTo('victim@example.com');
    const magicLink = `http://localhost:8000/magic?token=${tokenOfMail(mail!.text)}`;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).not.toMatch(/evil|www\.|<a href="https:\/\/evil/i);
      expect(part).not.toContain('&lt;');
    }
    expect(mail!.text.match(/https?:\/\/\S+/g)).toEqual([magicLink]);
    expect([...mail!.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      magicLink,
    ]);
    const greeting = mail!.text.match(/^Hi (.*),$/m)?.[1] ?? '';
    expect(greeting.length).toBeGreaterThan(0);
    expect(greeting.length).toBeLessThanOrEqual(40);
    expect(greeting).toMatch(/^[\p{L}\p{M}\p{N} .'-]+$/u);
    expect(mail!.html).toContain(`<p>Hi ${greeting},</p>`);
  });

  it('keeps an ordinary name as it is', async () => {
    await post('/members/magic_signup', { name: "Zoë O'Neil-Ångström", email: 'zoe@example.com' });
    const [mail] = await mailTo('zoe@example.com');
    expect(mail!.text).toMatch(/^Hi Zoë O'Neil-Ångström,$/m);
    expect(mail!.html).toContain('<p>Hi Zoë O&#39;Neil-Ångström,</p>');
  });
});
