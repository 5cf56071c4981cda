import type { AuthenticatedUser } from '../session.ts';

/** Decides whether a user may receive a topic's events; `id` is the part after the prefix. */
export type TopicAuthorizer = (user: AuthenticatedUser, id: string) => Promise<boolean> | boolean;

/**
 * Who may subscribe to what, by topic prefix. A feature that publishes on a topic of its own adds its
 * prefix here; an unknown prefix is refused, so a topic no feature vouches for leaks nothing.
 */
export function createTopicAccess() {
  const authorizers = new Map<string, TopicAuthorizer>([
    // A user's own feed: notifications, messages, friendships, friends' presence.
    ['user', (user, id) => user.id === id],
  ]);
  return {
    /** Vouches for a feature's topic prefix (`games`, `game:{id}`): a second claim on a prefix is a bug. */
    allow(prefix: string, authorizer: TopicAuthorizer) {
      if (authorizers.has(prefix)) throw new Error(`realtime: topic prefix "${prefix}" is already allowed`);
      authorizers.set(prefix, authorizer);
    },
    async canSubscribe(user: AuthenticatedUser, topic: string): Promise<boolean> {
      const separator = topic.indexOf(':');
      const prefix = separator === -1 ? topic : topic.slice(0, separator);
      const id = separator === -1 ? '' : topic.slice(separator + 1);
      const authorizer = authorizers.get(prefix);
      return authorizer ? Boolean(await authorizer(user, id)) : false;
    },
  };
}

export type TopicAccess = ReturnType<typeof createTopicAccess>;
