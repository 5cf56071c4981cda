/**
 * Two chat bubbles between teammates, styled like the messages screen's (the friend's on the left
 * in grey, the player's own on the right in the brand colour), for the illustration.
 */
export function PreviewChat() {
  return (
    <div className="grid gap-1.5 rounded-2xl border bg-card p-3 text-sm text-card-foreground shadow-lg">
      <div className="flex items-end gap-2">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-bold text-accent-foreground">
          M
        </span>
        <p className="rounded-2xl rounded-bl-md bg-muted px-3 py-1.5">Running 5 min late, save me a spot!</p>
      </div>
      <p className="ml-auto rounded-2xl rounded-br-md bg-primary px-3 py-1.5 text-primary-foreground">
        Got you. See you on court!
      </p>
    </div>
  );
}
