import { emailHtml } from '../../../lib/email-layout.ts';
import type { Email } from '../../../plugins/mail.ts';

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
    html: emailHtml({
      heading: `You're invited to ${oneLine(leagueName)}`,
      paragraphs: [invitation],
      button: { href: link, label: 'Open the league' },
      notes: [
        `Or paste this link into your browser: ${link}`,
        'If you do not know the sender, you can ignore this email.',
      ],
    }),
  };
}
