/** The longest name a mail shows (issue 20). */
export const MAIL_NAME_MAX_LENGTH = 40;

/** A dotted word a mail program would make a link of: `evil.example`, `x.co.uk`. */
const HOST_LIKE = /^[\p{L}\p{M}-]+(?:\.[\p{L}\p{M}-]+)*\.\p{L}{2,}\.?$/u;

/**
 * The member's name as a mail shows it. The sign-up name is anyone's text, and the welcome mail
 * goes to an address the signer need not own (issue 20: phishing text and links in our own
 * mail). So a mail shows letters, spaces and the marks names use (. ' -) only: no markup, no
 * URL, address or host a mail program would link, no digits (phone numbers), and at most
 * MAIL_NAME_MAX_LENGTH characters. Null when nothing is left.
 */
export function plainName(name: string): string | null {
  const words = name
    .normalize('NFC')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\S*(?::\/\/|www\.|@)\S*/giu, ' ')
    .replace(/[^\p{L}\p{M} .'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !HOST_LIKE.test(word) && /\p{L}/u.test(word));
  let plain = '';
  for (const word of words) {
    const longer = plain ? `${plain} ${word}` : word;
    if (longer.length > MAIL_NAME_MAX_LENGTH) {
      // A first word longer than the limit is cut; later ones are left out whole.
      if (!plain) plain = word.slice(0, MAIL_NAME_MAX_LENGTH);
      break;
    }
    plain = longer;
  }
  return plain || null;
}
