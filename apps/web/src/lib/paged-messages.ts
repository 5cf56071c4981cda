import type { InfiniteData } from '@tanstack/react-query';

/** A page of a message history, as the conversation and the game chat both fetch them. */
type MessagePage = { messages: { id: string }[] };
type MessageOf<P extends MessagePage> = P['messages'][number];

/** All messages held, oldest first, each once (pages run newest first, each page oldest first). */
export function pagedMessages<P extends MessagePage>(data: InfiniteData<P> | undefined): MessageOf<P>[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: MessageOf<P>[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** The pages with a just-sent message at the end of the newest (unless an event already brought it). */
export function withSentPagedMessage<P extends MessagePage>(
  data: InfiniteData<P> | undefined,
  message: MessageOf<P>,
): InfiniteData<P> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}
