import { useSignedInUser } from '../features/auth/api/get-session.ts';
import { GameChatPanel } from '../features/game-chat/components/game-chat-panel.tsx';
import { GameDetailPage, type GamePageOrigin } from '../features/games/pages/game-detail-page.tsx';

/**
 * A game's page with its chat: the games feature draws the page and decides who sees the chat (its
 * `canChat` ability), the game-chat feature draws the chat. Both game routes show it.
 */
export function GamePage({ gameId, from }: { gameId: string; from?: GamePageOrigin }) {
  const user = useSignedInUser();
  return (
    <GameDetailPage
      gameId={gameId}
      from={from}
      chat={(game) => (
        <GameChatPanel
          gameId={game.id}
          viewerId={user.id}
          standing={[game.viewer.isCohost, game.decision?.state, game.startsAt].join('|')}
        />
      )}
    />
  );
}
