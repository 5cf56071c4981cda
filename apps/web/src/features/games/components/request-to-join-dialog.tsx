import { RequestToJoinDialog as AskToJoinDialog } from '../../../components/join-requests/request-to-join-dialog.tsx';
import { useRequestToJoin } from '../api/request-to-join.ts';

type RequestToJoinDialogProps = {
  gameId: string;
  gameTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** Asks the host of a private game to let the viewer in, with an optional, content-checked message. */
export function RequestToJoinDialog({ gameId, gameTitle, open, onOpenChange }: RequestToJoinDialogProps) {
  const request = useRequestToJoin(gameId);
  return (
    <AskToJoinDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request to Join Game"
      description={
        <>
          <span className="font-semibold text-foreground">{gameTitle}</span> is private: the host decides who
          plays.
        </>
      }
      messageLabel="Message to the host (optional)"
      placeholder="Say hello, or tell the host a little about how you play"
      checkMessage={async (message) => {
        // Its schema loads on the first send, not with the game's page.
        const { joinRequestInput } = await import('@rally/shared/games/games.schemas');
        return joinRequestInput.safeParse({ message });
      }}
      request={request}
    />
  );
}
