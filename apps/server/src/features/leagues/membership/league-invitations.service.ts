import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { INVITE_EMAILS_PER_SEND_MAX, leagueUrl, splitEmailList } from '@rally/shared/leagues/leagues.schemas';
import { z } from 'zod';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../../lib/app-error.ts';
import type { BackgroundTasks } from '../../../lib/background-tasks.ts';
import type { AttemptLimiter, Charge } from '../../../plugins/attempt-limiter.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { createLeagueSteps, type LeagueSteps, type PeopleDirectory } from '../league-steps.ts';
import type { LeaguesRepository } from '../leagues.repository.ts';
import { leagueInvitationEmail } from './league-invitations.emails.ts';
import { leagueNotices as notices } from './league-membership.notifications.ts';

export type LeagueInvitationsDeps = {
  leaguesRepo: LeaguesRepository;
  people: PeopleDirectory;
  bus: Parameters<typeof createLeagueSteps>[0]['bus'];
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Pick<Mailer, 'send'>;
  background: Pick<BackgroundTasks, 'run'>;
  /** Counts invited addresses per inviter per day (INVITE_EMAILS_PER_DAY_MAX). */
  dailyCap: AttemptLimiter;
  /** The Rally accounts behind these addresses (lower case), for an in-app notice besides the mail. */
  accountsByEmail(emails: string[]): Promise<Map<string, string>>;
  publicUrl: string;
  /** Everyone with a block between them and the inviter (blocks feature): they are not invited. */
  blocks?: { blockedWith(userId: string): Promise<Set<string>> } | undefined;
};

const emailSchema = z.email();

/**
 * Invite Players: any member (the creator too) mails the league's link to a list of addresses, and a
 * Rally user behind an address also gets an in-app notice. The addresses are checked first (every
 * invalid one named), then counted against the inviter's daily cap, so the form is no spam cannon.
 * The mail goes out after the answer, so a slow mail server never holds the request.
 */
export function createLeagueInvitationsService(deps: LeagueInvitationsDeps) {
  const { leaguesRepo: repo, notifications, mailer, background, dailyCap, publicUrl } = deps;
  const steps: LeagueSteps = createLeagueSteps(deps);

  /** Spends one of the day's invitations per address, all or none. */
  async function chargeDailyCap(inviterId: string, count: number) {
    const charges: Charge[] = [];
    try {
      for (let i = 0; i < count; i += 1)
        charges.push(await dailyCap.charge({ address: 'any-address', account: inviterId }));
    } catch (error) {
      await Promise.all(charges.map((charge) => charge.refund()));
      if (error instanceof AppError && error.status === 429)
        throw tooManyRequests(leagueMessages.inviteCapReached);
      throw error;
    }
  }

  return {
    async invite(inviterId: string, leagueId: string, emailList: string) {
      const league = await steps.findLeague(leagueId);
      const { role } = await repo.standing(league, inviterId);
      if (role === 'none') throw forbidden(leagueMessages.membersOnly);
      const addresses = splitEmailList(emailList);
      if (addresses.length === 0) throw badRequest('validation_failed', leagueMessages.noEmails);
      const invalid = addresses.filter((address) => !emailSchema.safeParse(address).success);
      if (invalid.length > 0) throw badRequest('invalid_emails', leagueMessages.invalidEmails(invalid));
      if (addresses.length > INVITE_EMAILS_PER_SEND_MAX)
        throw badRequest('validation_failed', leagueMessages.tooManyInvites(INVITE_EMAILS_PER_SEND_MAX));
      await chargeDailyCap(inviterId, addresses.length);

      const [inviterName, accounts, blocked] = await Promise.all([
        steps.nameOf(inviterId),
        deps.accountsByEmail(addresses),
        deps.blocks?.blockedWith(inviterId) ?? new Set<string>(),
      ]);
      const inviter = { id: inviterId, name: inviterName };
      const members = new Set((await repo.members(leagueId)).map((member) => member.userId));
      const toNotify = [...new Set(accounts.values())].filter(
        (userId) => !members.has(userId) && !blocked.has(userId),
      );
      await repo.transaction(async (tx) => {
        for (const userId of toNotify)
          await notifications.notify({ userId, ...notices.invited(league, inviter) }, tx);
      });

      const link = leagueUrl(publicUrl, league.id);
      // One task per address: a refused address does not keep the others from their invitation.
      // An account with a block between it and the inviter gets neither notice nor mail; the answer is
      // the same, so the inviter is not told.
      const mailed = addresses.filter((address) => !blocked.has(accounts.get(address.toLowerCase()) ?? ''));
      for (const to of mailed)
        background.run('leagues: mailing an invitation', () =>
          mailer.send(
            leagueInvitationEmail({ to, inviterName, leagueName: league.name, sport: league.sport, link }),
          ),
        );
      return { message: leagueMessages.invitationsSent, sent: addresses.length };
    },
  };
}

export type LeagueInvitationsService = ReturnType<typeof createLeagueInvitationsService>;
