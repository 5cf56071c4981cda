import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { joinRequestNotices } from './join-requests.notifications.ts';
import { createJoinRequestFlow, type JoinableKind, type ListedJoinRequest } from './join-requests.service.ts';

// The flow on a third kind of joinable thing (a team, kept in memory), so what it guarantees is seen apart
// from games and leagues: the owner is told, a request is answered once, an approval admits, a refusal
// writes nothing.

type Team = { id: string; name: string; captainId: string; members: Set<string>; full: boolean };

const tx = {} as Database;
const now = new Date('2026-06-01T10:00:00Z');

function teamKind({ toldOfNewMembers = false } = {}) {
  const team: Team = {
    id: 't1',
    name: 'Night Owls',
    captainId: 'cap',
    members: new Set(['cap']),
    full: false,
  };
  const requests = new Map<string, ListedJoinRequest>();
  const changes: string[] = [];
  const kind: JoinableKind<Team> = {
    withLocked: async (id, work) => {
      if (id !== team.id) throw new AppError('not_found', 'Team not found');
      return work(team, tx);
    },
    describe: (thing) => ({ id: thing.id, name: thing.name, ownerId: thing.captainId }),
    nameOf: async (userId) => `Player ${userId}`,
    refuseRequest: async (thing, userId) => {
      if (thing.members.has(userId)) throw new AppError('already_joined', 'Already on the team');
    },
    saveRequest: async ({ userId, message }) => {
      const id = `r${requests.size + 1}`;
      requests.set(id, {
        id,
        userId,
        message,
        status: 'pending',
        createdAt: now,
        recordSkill: null,
        recordGamesPlayed: 0,
        recordRatingAverage: null,
        recordRatingCount: 0,
      });
    },
    refuseListing: async (viewerId) => {
      if (viewerId !== team.captainId) throw new AppError('forbidden', 'Captain only');
    },
    listRequests: async () => [...requests.values()],
    personsOf: async (rows) =>
      new Map(
        rows.map((row) => [row.userId, { id: row.userId, name: null, username: null, avatarUrl: null }]),
      ),
    refuseAnswer: (thing, deciderId) => {
      if (deciderId !== thing.captainId) throw new AppError('forbidden', 'Captain only');
    },
    findRequest: async (_id, requestId) => requests.get(requestId),
    setStatus: async (requestId, status) => {
      const request = requests.get(requestId);
      if (request) request.status = status;
    },
    refuseApproval: async (thing) => {
      if (thing.full) throw new AppError('league_full', 'Team full');
    },
    admit: async (thing, userId) => {
      thing.members.add(userId);
    },
    changed: async (_thing, change) => {
      changes.push(change);
    },
    notices: joinRequestNotices({
      requested: { type: 'league_join_request', title: 'New team join request' },
      approved: 'league_request_approved',
      rejected: 'league_request_rejected',
    }),
    texts: {
      requestSent: 'Request sent',
      approved: 'Approved',
      rejected: 'Rejected',
      requestNotFound: () => new AppError('league_join_request_not_found', 'Request not found'),
      requestAnswered: 'Already answered',
    },
  };
  if (toldOfNewMembers) {
    kind.newMember = {
      notice: (thing, member) => ({
        type: 'league_joined',
        title: 'New team member',
        message: `${member.name} joined ${thing.name}`,
        relatedId: thing.id,
        relatedUserId: member.id,
      }),
      requesterOf: async (_id, requestId) => requests.get(requestId)?.userId,
    };
  }
  const sent: NotifyInput[] = [];
  const flow = createJoinRequestFlow(kind, {
    notifications: { notify: async (input: NotifyInput) => void sent.push(input) } as never,
    clock: { now: () => now },
  });
  return { flow, team, requests, changes, sent };
}

describe('the join-request flow, on any kind of joinable thing', () => {
  it('tells the owner who asked, in the shared words, and the thing’s pages', async () => {
    const { flow, sent, changes } = teamKind();
    expect(await flow.ask('p1', 't1', 'Hi')).toEqual({ message: 'Request sent' });
    expect(sent).toEqual([
      {
        userId: 'cap',
        type: 'league_join_request',
        title: 'New team join request',
        message: 'Player p1 asked to join Night Owls',
        relatedId: 't1',
        relatedUserId: 'p1',
      },
    ]);
    expect(changes).toEqual(['asked']);
  });

  it('lists requests for the owner only, with each requester’s card and record', async () => {
    const { flow } = teamKind();
    await flow.ask('p1', 't1', null);
    await expect(flow.list('p1', 't1')).rejects.toThrow('Captain only');
    const { requests } = await flow.list('cap', 't1');
    expect(requests).toEqual([
      {
        id: 'r1',
        user: { id: 'p1', name: null, username: null, avatarUrl: null },
        message: null,
        status: 'pending',
        createdAt: now.toISOString(),
        record: { skillLevel: null, gamesPlayed: 0, sportsmanship: { average: null, count: 0 } },
      },
    ]);
  });

  it('admits an approved requester and tells them; the request is then answered for good', async () => {
    const { flow, team, sent, changes } = teamKind();
    await flow.ask('p1', 't1', null);
    expect(await flow.answer('cap', 't1', 'r1', 'approved')).toEqual({ message: 'Approved' });
    expect(team.members.has('p1')).toBe(true);
    expect(sent.at(-1)).toMatchObject({ userId: 'p1', message: "You're in! You joined Night Owls" });
    expect(changes.at(-1)).toBe('approved');
    await expect(flow.answer('cap', 't1', 'r1', 'rejected')).rejects.toThrow('Already answered');
  });

  it('tells a rejected requester, and admits no one', async () => {
    const { flow, team, sent } = teamKind();
    await flow.ask('p1', 't1', null);
    expect(await flow.answer('cap', 't1', 'r1', 'rejected')).toEqual({ message: 'Rejected' });
    expect(team.members.has('p1')).toBe(false);
    expect(sent.at(-1)).toMatchObject({
      userId: 'p1',
      title: 'Request declined',
      message: 'Your request to join Night Owls was declined',
    });
  });

  it('refuses an answer from anyone but the owner, a missing request and a refused approval, writing nothing', async () => {
    const { flow, team, requests, sent } = teamKind();
    await flow.ask('p1', 't1', null);
    const told = sent.length;
    await expect(flow.answer('p2', 't1', 'r1', 'approved')).rejects.toThrow('Captain only');
    await expect(flow.answer('cap', 't1', 'nope', 'approved')).rejects.toThrow('Request not found');
    team.full = true;
    await expect(flow.answer('cap', 't1', 'r1', 'approved')).rejects.toThrow('Team full');
    expect(requests.get('r1')?.status).toBe('pending');
    expect(team.members.has('p1')).toBe(false);
    expect(sent).toHaveLength(told);
  });

  it('tells the owner of a new member too, when the kind asks for it', async () => {
    const { flow, sent } = teamKind({ toldOfNewMembers: true });
    await flow.ask('p1', 't1', null);
    await flow.answer('cap', 't1', 'r1', 'approved');
    expect(sent.slice(-2).map(({ userId, message }) => ({ userId, message }))).toEqual([
      { userId: 'p1', message: "You're in! You joined Night Owls" },
      { userId: 'cap', message: 'Player p1 joined Night Owls' },
    ]);
  });
});
