import type { ProfileScreen } from '@rally/shared/profiles/profiles.schemas';
import { HistoryIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScrollFade } from '../../../components/scroll-fade.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ProfileGameList } from './profile-game-list.tsx';
import { ProfileReviewList } from './profile-review-list.tsx';

/**
 * Upcoming and past games and reviews; the own profile adds Write Reviews, whose content (the reviews
 * feature's form over the pending players) the route composes in.
 */
export function ProfileTabs({ screen, writeReviews }: { screen: ProfileScreen; writeReviews?: ReactNode }) {
  const { isOwn } = screen;
  return (
    <Card>
      <CardContent className="pt-6">
        <Tabs defaultValue="upcoming">
          {/* On a phone the four tabs are wider than the card: they scroll, with a fade at the cut edge. */}
          <ScrollFade className="rounded-lg">
            <TabsList aria-label="Games and reviews" className="flex w-max min-w-full justify-start">
              <TabsTrigger value="upcoming" className="flex-1">
                Upcoming
              </TabsTrigger>
              <TabsTrigger value="past" className="flex-1">
                Past Games
              </TabsTrigger>
              <TabsTrigger value="reviews" className="flex-1">
                {isOwn ? 'Reviews' : 'Their Reviews'}
              </TabsTrigger>
              {isOwn && writeReviews ? (
                <TabsTrigger value="write-reviews" className="flex-1">
                  Write Reviews
                </TabsTrigger>
              ) : null}
            </TabsList>
          </ScrollFade>
          <TabsContent value="upcoming">
            <ProfileGameList
              games={screen.upcomingGames}
              empty={{
                title: 'No upcoming games',
                detail: isOwn ? 'Games you join or host will appear here.' : undefined,
              }}
            />
          </TabsContent>
          <TabsContent value="past">
            <ProfileGameList
              games={screen.pastGames}
              empty={{
                icon: HistoryIcon,
                title: 'No past games',
                detail: isOwn ? 'Games you have played will appear here.' : undefined,
              }}
            />
          </TabsContent>
          <TabsContent value="reviews">
            <ProfileReviewList reviews={screen.reviews} isOwn={isOwn} />
          </TabsContent>
          {isOwn && writeReviews ? <TabsContent value="write-reviews">{writeReviews}</TabsContent> : null}
        </Tabs>
      </CardContent>
    </Card>
  );
}
