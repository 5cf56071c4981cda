import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error.ts';
import { Button } from '../ui/button.tsx';
import { useBlockPlayer } from './api/blocks.ts';

export type BlockablePlayer = { id: string; name: string };

type BlockDialogProps = {
  player: BlockablePlayer;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Once blocked: the thread closes, the profile's menu turns to Unblock. */
  onBlocked?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** What blocking does, in the player's words, so they block knowing it (and knowing it is silent). */
export function blockConsequences(name: string): string {
  return `${name} won't be able to message you, find you in search, send you friend requests, invite you or join your games, and you won't see them either. If you're friends, that ends. They aren't told. You can unblock them in Settings → Blocked players.`;
}

/** Asks before blocking a player, saying what a block does. */
export function BlockDialog({ player, open, onOpenChange, onBlocked, onCloseAutoFocus }: BlockDialogProps) {
  const block = useBlockPlayer(() => {
    onOpenChange(false);
    toast.success(`You blocked ${player.name}.`);
    onBlocked?.();
  });
  const confirm = () => block.mutate(player.id);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-popover p-6 text-popover-foreground shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-bold">Block {player.name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {blockConsequences(player.name)}
          </AlertDialog.Description>
          {block.error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-destructive">
              {errorMessage(block.error)}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the dialog stays open until the block is done. */}
            <Button variant="destructive" disabled={block.isPending} onClick={confirm}>
              {block.isPending ? 'Blocking...' : `Block ${player.name}`}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
