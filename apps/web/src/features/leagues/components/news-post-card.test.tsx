import type { NewsPost } from '@rally/shared/leagues/leagues.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerIdProvider } from '../../../components/safety/viewer-id.tsx';
import { NewsPostCard } from './news-post-card.tsx';

afterEach(cleanup);

const removedPost: NewsPost = {
  id: 'p-1',
  title: '',
  content: null,
  author: { id: 'u-cat', name: 'Cat Creator', username: 'cat', avatarUrl: null },
  images: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  removed: true,
};

describe('a news post a moderator removed', () => {
  it('keeps its author and date with the tombstone, and offers nothing to act on, even to the creator', () => {
    for (const canEdit of [true, false]) {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <ViewerIdProvider viewerId="u-me">
            <ul>
              <NewsPostCard leagueId="l-1" post={removedPost} canEdit={canEdit} />
            </ul>
          </ViewerIdProvider>
        </QueryClientProvider>,
      );
      const card = screen.getByRole('listitem');
      expect(within(card).getByText('Removed by a moderator')).toBeTruthy();
      expect(within(card).getByText(/Cat Creator/)).toBeTruthy();
      expect(within(card).queryByRole('heading')).toBeNull();
      expect(within(card).queryByRole('button')).toBeNull();
      cleanup();
    }
  });
});
