import type { OutgoingMail } from './mailer';
import { plainName } from './plain-name';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The magic-link mail: `{host}/magic?token=...`, valid 15 minutes, once. The name is shown
 * plain (see plainName), in the text and the HTML alike.
 */
export function magicLinkMail(input: {
  to: string;
  name: string;
  product: string;
  origin: string;
  token: string;
  isSignup: boolean;
}): OutgoingMail {
  const link = `${input.origin}/magic?token=${encodeURIComponent(input.token)}`;
  const subject = input.isSignup
    ? `Welcome to ${input.product}: confirm your email`
    : `Your ${input.product} login link`;
  const intro = input.isSignup
    ? `Welcome to ${input.product}! Click the link below to confirm your email and log in.`
    : `Click the link below to log in to ${input.product}.`;
  const outro = 'The link works once and expires in 15 minutes.';
  const greeting = `Hi ${plainName(input.name) ?? 'there'},`;
  return {
    to: input.to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Log in to ${escapeHtml(input.product)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}
