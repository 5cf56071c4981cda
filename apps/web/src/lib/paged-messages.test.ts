import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pagedMessages, withSentPagedMessage } from './paged-messages.ts';

type Page = { messages: { id: string }[]; hasMore: boolean };

/** Page 0 is the newest; page 1 was fetched with "Load earlier messages". */
const twoPages: InfiniteData<Page> = {
  pages: [
    { messages: [{ id: 'c' }, { id: 'd' }], hasMore: true },
    { messages: [{ id: 'a' }, { id: 'b' }], hasMore: false },
  ],
  pageParams: [undefined, 'c'],
};

const ids = (data: InfiniteData<Page> | undefined) => pagedMessages(data).map((m) => m.id);

describe('pagedMessages', () => {
  it('lists every page oldest first', () => {
    expect(ids(twoPages)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows a message once even if two pages hold it', () => {
    const overlapping = {
      ...twoPages,
      pages: [twoPages.pages[0]!, { messages: [{ id: 'c' }], hasMore: false }],
    };
    expect(ids(overlapping)).toEqual(['c', 'd']);
  });

  it('lists nothing before the first page arrives', () => {
    expect(pagedMessages(undefined)).toEqual([]);
  });
});

describe('withSentPagedMessage', () => {
  it('appends the sent message after the newest, keeping the rest of the page', () => {
    const next = withSentPagedMessage(twoPages, { id: 'e' });
    expect(ids(next)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(next?.pages[0]?.hasMore).toBe(true);
  });

  it('does not add a message an event already brought', () => {
    expect(withSentPagedMessage(twoPages, { id: 'a' })).toBe(twoPages);
  });

  it('leaves a history not yet fetched alone', () => {
    expect(withSentPagedMessage<Page>(undefined, { id: 'e' })).toBeUndefined();
  });
});
