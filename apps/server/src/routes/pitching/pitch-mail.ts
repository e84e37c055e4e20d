import type { OutgoingMail } from '../../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The web page of a pitch's unsubscribe link, which records the opt-out (pitching/unsubscribe). */
export const PITCH_UNSUBSCRIBE_PATH = '/pitch-unsubscribe';

/**
 * A pitch to a playlist's curator. The member's message is plain text (its links are not made
 * clickable in the HTML part); the track's links are the catalogue's; the sender's login address
 * is named so the curator can answer; the unsubscribe link ends every pitch.
 */
export function pitchMail(input: {
  to: string;
  curatorName: string | null;
  senderEmail: string;
  product: string;
  origin: string;
  trackTitle: string;
  artistName: string;
  playlistName: string;
  message: string;
  trackLinks: { name: string; url: string }[];
  unsubscribeToken: string;
}): OutgoingMail {
  const unsubscribe = `${input.origin}${PITCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const subject = `${input.artistName} – ${input.trackTitle}: a pitch for ${input.playlistName}`;
  const greeting = `Hi ${input.curatorName ?? 'there'},`;
  const intro = `${input.senderEmail} pitches "${input.trackTitle}" by ${input.artistName} for your playlist ${input.playlistName}, through ${input.product}:`;
  const reply = `To answer, write to ${input.senderEmail}.`;
  const optOut = `Don't want pitches from artists on ${input.product}? Unsubscribe:`;
  const links = input.trackLinks.map((link) => `${link.name}: ${link.url}`).join('\n');
  return {
    to: input.to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${input.message}\n\n${links ? `Listen:\n${links}\n\n` : ''}${reply}\n\n${optOut} ${unsubscribe}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>${
      input.trackLinks.length > 0
        ? `<p>Listen: ${input.trackLinks.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a>`).join(' · ')}</p>`
        : ''
    }<p>${escapeHtml(reply)}</p><p style="color:#6b7280">${escapeHtml(optOut)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
  };
}
