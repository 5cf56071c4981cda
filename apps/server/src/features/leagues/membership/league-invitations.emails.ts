import type { Email } from '../../../plugins/mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The email an invited address receives: who invites them to which league, and the league's link.
 * Names are the users' own text: escaped in the HTML part, and the subject carries no line breaks.
 */
export function leagueInvitationEmail(input: {
  to: string;
  inviterName: string;
  leagueName: string;
  sport: string;
  link: string;
}): Email {
  const { to, inviterName, leagueName, sport, link } = input;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const invitation = `${oneLine(inviterName)} invited you to join ${oneLine(leagueName)}, a ${sport} league on Rally.`;
  return {
    to,
    subject: `${oneLine(inviterName)} invited you to join ${oneLine(leagueName)} on Rally`,
    text: `${invitation}\n\nOpen the league to join it:\n${link}\n\nIf you do not know the sender, you can ignore this email.`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:20px">You're invited to ${escapeHtml(oneLine(leagueName))}</h1>
<p>${escapeHtml(invitation)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#ea580c;color:#fff;border-radius:8px;text-decoration:none">Open the league</a></p>
<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="color:#555;font-size:13px">If you do not know the sender, you can ignore this email.</p>
</body></html>`,
  };
}
