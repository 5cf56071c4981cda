import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { INVITE_EMAILS_PER_DAY_MAX, INVITE_EMAILS_PER_SEND_MAX } from '@rally/shared/leagues/leagues.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/build-test-app.ts';
import { createLeague, leagueNoticesOf } from '../../../test/league-scene.ts';
import { createUser } from '../../../test/user-factories.ts';

// Invite Players: real mail to each address, a notice for Rally users, named invalid addresses, caps.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

/** The mail's text part as a reader sees it (quoted-printable soft breaks and escapes undone). */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail to `to`, given a busy machine longer than the sink's own wait. */
async function mailTo(to: string, subject: RegExp) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await test.mail.latest(to, subject);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const addresses = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`).join(', ');

describe('inviting players by email', () => {
  it("mails every address the league's link, naming the league and the inviter", async () => {
    const creator = await createUser(test, { name: 'Ivy Inviter' });
    const leagueId = await createLeague(creator, { name: 'Mailed League', sport: 'tennis' });

    const response = await creator.client.post(`/api/leagues/${leagueId}/invitations`, {
      emails: 'Ann@Example.com, bob@example.com;\nann@example.com',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invitations sent!', sent: 2 });
    for (const to of ['ann@example.com', 'bob@example.com']) {
      const mail = await mailTo(to, /Mailed League/);
      expect(mail.subject).toBe('Ivy Inviter invited you to join Mailed League on Rally');
      expect(readable(mail.raw)).toContain(`${TEST_ORIGIN}/leagues/${leagueId}`);
      expect(readable(mail.raw)).toContain('a tennis league on Rally');
    }
  });

  it('tells a Rally user behind an address in the app too', async () => {
    const creator = await createUser(test, { name: 'Nia Notifier' });
    const friend = await createUser(test);
    const leagueId = await createLeague(creator, { name: 'Noticed League' });

    await creator.client.post(`/api/leagues/${leagueId}/invitations`, { emails: friend.email });

    expect(await leagueNoticesOf(friend)).toEqual([
      expect.objectContaining({
        type: 'league_invitation',
        message: 'Nia Notifier invited you to join Noticed League',
        relatedId: leagueId,
      }),
    ]);
    await mailTo(friend.email.toLowerCase(), /Noticed League/);
  });

  it('names every invalid address and sends nothing', async () => {
    const creator = await createUser(test);
    const leagueId = await createLeague(creator);
    const sentBefore = test.mail.received.length;

    const response = await creator.client.post(`/api/leagues/${leagueId}/invitations`, {
      emails: 'good@example.com, not-an-email, also@bad',
    });
    const blank = await creator.client.post(`/api/leagues/${leagueId}/invitations`, { emails: ' , ' });

    expect([response.statusCode, response.json().message]).toEqual([
      400,
      'These addresses are not valid: not-an-email, also@bad',
    ]);
    expect([blank.statusCode, blank.json().message]).toEqual([400, leagueMessages.noEmails]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(test.mail.received.length).toBe(sentBefore);
  });

  it(`refuses more than ${INVITE_EMAILS_PER_SEND_MAX} addresses at once`, async () => {
    const creator = await createUser(test);
    const leagueId = await createLeague(creator);

    const response = await creator.client.post(`/api/leagues/${leagueId}/invitations`, {
      emails: addresses(INVITE_EMAILS_PER_SEND_MAX + 1, 'many'),
    });

    expect([response.statusCode, response.json().message]).toEqual([
      400,
      leagueMessages.tooManyInvites(INVITE_EMAILS_PER_SEND_MAX),
    ]);
  });

  it(`stops an inviter at ${INVITE_EMAILS_PER_DAY_MAX} addresses a day, mailing nothing of a refused send`, async () => {
    const creator = await createUser(test);
    const leagueId = await createLeague(creator);
    const send = (emails: string) => creator.client.post(`/api/leagues/${leagueId}/invitations`, { emails });

    const statuses = [];
    for (let sent = 0; sent < INVITE_EMAILS_PER_DAY_MAX - 2; sent += INVITE_EMAILS_PER_SEND_MAX) {
      const size = Math.min(INVITE_EMAILS_PER_SEND_MAX, INVITE_EMAILS_PER_DAY_MAX - 2 - sent);
      statuses.push((await send(addresses(size, `day${sent}-`))).statusCode);
    }
    const overCap = await send('over1@example.com, over2@example.com, over3@example.com');
    const withinCap = await send('within@example.com');
    const pastCap = await send('past@example.com');

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect([overCap.statusCode, overCap.json().message]).toEqual([429, leagueMessages.inviteCapReached]);
    expect(withinCap.statusCode).toBe(200);
    expect([pastCap.statusCode, pastCap.json().message]).toEqual([429, leagueMessages.inviteCapReached]);
    await mailTo('within@example.com', /./);
    expect(['over1', 'over2', 'over3', 'past'].map((name) => test.mail.count(`${name}@example.com`))).toEqual(
      [0, 0, 0, 0],
    );
  });
});
