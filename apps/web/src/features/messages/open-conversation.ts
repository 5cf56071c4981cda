/**
 * Which conversation this tab shows right now. A tab is one page, so module state is per tab: a message
 * from the friend whose conversation is open needs no toast here, even if another tab has it closed.
 */
let openFriendId: string | null = null;

/** Called by the conversation view while it is shown; returns the function that forgets it again. */
export function rememberOpenConversation(friendId: string): () => void {
  openFriendId = friendId;
  return () => {
    if (openFriendId === friendId) openFriendId = null;
  };
}

/** Whether this tab shows the conversation with that friend. */
export function isConversationOpen(friendId: string): boolean {
  return openFriendId === friendId;
}
