import type { OutgoingMail } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page of the invitation link, which accepts it (issue 22), as /magic does a login link. */
export const INVITATION_PATH = '/team-invitation';

/**
 * The team invitation: `{host}/team-invitation?token=...`, valid 7 days, once. It
 * names the inviter by their login address, not by a name they typed: a stranger's mail must
 * not carry text (or links) of the inviter's choosing.
 */
export function teamInvitationMail(input: {
  to: string;
  inviterEmail: string;
  product: string;
  origin: string;
  token: string;
  lifetimeDays: number;
}): OutgoingMail {
  const link = `${input.origin}${INVITATION_PATH}?token=${encodeURIComponent(input.token)}`;
  const subject = `You have been invited to a team on ${input.product}`;
  const intro = `${input.inviterEmail} invited you to their team on ${input.product}. As a member you see the team's artists, labels and plan.`;
  const action = `Click the link below to join. It signs you up, or logs you in if ${input.to} already has an account.`;
  const outro = `The link works once and expires in ${input.lifetimeDays} days.`;
  return {
    to: input.to,
    subject,
    text: `Hi there,\n\n${intro}\n\n${action}\n\n${link}\n\n${outro}\n`,
    html: `<p>Hi there,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}</p><p><a href="${escapeHtml(link)}">Join the team on ${escapeHtml(input.product)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}
