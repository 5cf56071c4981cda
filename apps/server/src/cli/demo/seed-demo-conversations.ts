import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { friendships } from '../../db/schema/friends.ts';
import { messageReadMarkers } from '../../db/schema/message-read-markers.ts';
import { directMessages } from '../../db/schema/messages.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './demo-clock.ts';
import { inChunks } from './in-chunks.ts';
import { stableChance, stableUuid } from './stable-uuid.ts';

// Short exchanges between two friends, the first line from the one who starts; {sport} is a sport
// they play, {name} the first name of the one spoken to.
const SCRIPTS: readonly (readonly string[])[] = [
  [
    'Hey {name}! Up for some {sport} this week?',
    'Thinking about it, which day works for you?',
    'Thursday evening maybe? I saw a game posted near the park.',
    'Perfect, I just joined it. See you there!',
  ],
  [
    'Good game yesterday, that last point was unreal',
    'Ha, thanks! You were everywhere on defence.',
    'Same time next week?',
  ],
  [
    'Do you still have that spare {sport} gear?',
    'Yes! Want to borrow it?',
    'That would be amazing, I can pick it up Saturday',
    'Deal, I will bring it to the game',
    'You are the best',
  ],
  ['Are you going to the league game?', 'Wouldn’t miss it. Want a lift?', 'Yes please 🙌'],
  [
    'Welcome to Rally {name}! Let me know if you want a {sport} partner',
    'Thank you! I’m still learning, is that ok?',
    'Of course, we all started somewhere. The casual games are great for that.',
  ],
  ['Running a bit late, save me a spot?', 'Got you. Warm-up just started.'],
];

type Pair = {
  a: string;
  b: string;
  aName: string;
  bName: string;
  aSports: string[];
  bSports: string[];
  since: Date;
};

const firstName = (name: string) => name.split(' ')[0] ?? name;

/**
 * Conversations between friends: about two in three pairs of demo friends have written to each other
 * over the last three weeks (never before they became friends, never after now), with read markers:
 * most conversations are read to the end, some have the newest message still unread, and every
 * message counts as already handed to push and email, so starting Rally sends none of them.
 */
export async function seedDemoConversations(tx: Database, demoIds: readonly string[], now: Date) {
  const found = await tx.execute(sql`
    select f.user_id as a, f.friend_id as b, f.updated_at as since, pa.name as "aName", pb.name as "bName",
      pa.sports as "aSports", pb.sports as "bSports"
    from ${friendships} f
    join ${userProfiles} pa on pa.user_id = f.user_id
    join ${userProfiles} pb on pb.user_id = f.friend_id
    where f.status = 'accepted' and f.user_id = any(${sql.param([...demoIds])}::text[])`);
  // PGlite and node-postgres both answer a raw statement with `{ rows }`.
  const pairs = (found as unknown as { rows: (Omit<Pair, 'since'> & { since: Date | string })[] }).rows.map(
    (pair) => ({ ...pair, since: new Date(pair.since) }),
  );

  const messages: (typeof directMessages.$inferInsert & { sentAt: Date; senderId: string })[] = [];
  const markers: (typeof messageReadMarkers.$inferInsert)[] = [];
  for (const pair of pairs) {
    const key = [pair.a, pair.b].sort().join('-');
    if (stableChance(`talks-${key}`) > 0.66) continue;
    const script = SCRIPTS[Math.floor(stableChance(`script-${key}`) * SCRIPTS.length)] ?? [];
    const sport = pair.aSports.find((one) => pair.bSports.includes(one)) ?? pair.aSports[0] ?? 'a game';
    const startsFirst = stableChance(`first-${key}`) < 0.5;
    const [first, second] = startsFirst ? [pair.a, pair.b] : [pair.b, pair.a];
    const names = { [pair.a]: firstName(pair.aName), [pair.b]: firstName(pair.bName) };
    const daysAgo = 1 + stableChance(`when-${key}`) * 20;
    let sentAt = Math.max(pair.since.getTime() + HOUR_MS, now.getTime() - daysAgo * DAY_MS);
    const lines = script.map((line, index) => {
      const sender = index % 2 === 0 ? first : second;
      const receiver = index % 2 === 0 ? second : first;
      if (index > 0) sentAt += (2 + stableChance(`gap-${key}-${index}`) * 180) * MINUTE_MS;
      return {
        id: stableUuid(`message-${key}-${index}`),
        senderId: sender,
        receiverId: receiver,
        message: line.replace('{sport}', sport).replace('{name}', names[receiver] ?? ''),
        sentAt: new Date(Math.min(sentAt, now.getTime() - MINUTE_MS)),
      };
    });
    messages.push(...lines);
    const last = lines.at(-1);
    if (!last) continue;
    // The newest message is left unread by its receiver in about one conversation in three.
    const lastUnread = stableChance(`unread-${key}`) < 0.35;
    for (const reader of [pair.a, pair.b]) {
      const received = lines.filter((line) => line.receiverId === reader);
      const newest = received.at(-1);
      if (!newest) continue;
      const readTo = lastUnread && last.receiverId === reader ? received.at(-2) : newest;
      markers.push({
        readerId: reader,
        friendId: reader === pair.a ? pair.b : pair.a,
        readUntil: readTo?.sentAt ?? null,
        notifiedUntil: newest.sentAt,
      });
    }
  }
  await inChunks(messages, (chunk) => tx.insert(directMessages).values(chunk).onConflictDoNothing());
  await inChunks(markers, (chunk) => tx.insert(messageReadMarkers).values(chunk).onConflictDoNothing());
  return messages.length;
}
