import type { ProfileReview } from '@rally/shared/profiles/profiles.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerIdProvider } from '../../../components/safety/viewer-id.tsx';
import { ProfileReviewList } from './profile-review-list.tsx';

afterEach(cleanup);

const review = (overrides: Partial<ProfileReview>): ProfileReview => ({
  id: 'r-1',
  rating: 5,
  comment: 'Great teammate',
  reviewerName: 'Ana Lopez',
  reviewerId: 'u-ana',
  gameTitle: 'Sunday pickup',
  createdAt: '2026-11-20T10:00:00.000Z',
  removed: false,
  ...overrides,
});

describe('a review a moderator removed', () => {
  it('keeps its place, date and game with the tombstone, without its rating, comment or Report', () => {
    render(
      <ViewerIdProvider viewerId="u-me">
        <ProfileReviewList
          isOwn
          reviews={[review({ id: 'r-1', rating: 1, comment: null, removed: true }), review({ id: 'r-2' })]}
        />
      </ViewerIdProvider>,
    );
    const [removed, standing] = screen.getAllByRole('listitem');
    expect(within(removed!).getByText('Removed by a moderator')).toBeTruthy();
    expect(within(removed!).getByText('Ana Lopez · Sunday pickup')).toBeTruthy();
    expect(within(removed!).queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
    expect(within(removed!).queryByRole('button')).toBeNull();

    expect(within(standing!).getByText('Great teammate')).toBeTruthy();
    expect(within(standing!).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(standing!).getByRole('button', { name: 'Report this review' })).toBeTruthy();
  });
});

describe('reporting a review', () => {
  it('is offered on another player’s profile for reviews by others, never on the viewer’s own review', () => {
    render(
      <ViewerIdProvider viewerId="u-me">
        <ProfileReviewList
          isOwn={false}
          reviews={[
            review({ id: 'r-1', comment: 'Rude and slow', rating: 1 }),
            review({ id: 'r-2', reviewerId: 'u-me', reviewerName: 'Me Myself', comment: 'Fair player' }),
          ]}
        />
      </ViewerIdProvider>,
    );
    const [byOther, byViewer] = screen.getAllByRole('listitem');
    expect(within(byOther!).getByText('Rude and slow')).toBeTruthy();
    expect(within(byOther!).getByRole('button', { name: 'Report this review' })).toBeTruthy();
    expect(within(byViewer!).getByText('Fair player')).toBeTruthy();
    expect(within(byViewer!).queryByRole('button', { name: 'Report this review' })).toBeNull();
  });
});
