import { calendarMessages } from '@rally/shared/calendar/calendar.schemas';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { useCalendarFeed } from '../../api/get-calendar-feed.ts';
import { useResetCalendarFeed } from '../../api/reset-calendar-feed.ts';

/** The private calendar feed: its address to copy, and a reset that kills the old address after a confirmation. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  if (feed.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your calendar link...
      </p>
    );
  }
  if (feed.isError) {
    return (
      <LoadError
        message={calendarMessages.loadFailed}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(calendarMessages.copied);
    } catch {
      toast.error(calendarMessages.copyFailed);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor="calendar-feed-url">Calendar feed address</Label>
        <Input
          id="calendar-feed-url"
          readOnly
          value={feed.data.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy(feed.data.url)}>
          <CopyIcon aria-hidden /> {calendarMessages.copy}
        </Button>
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogTrigger asChild>
            <Button variant="outline">
              <RefreshCwIcon aria-hidden /> {calendarMessages.reset}
            </Button>
          </DialogTrigger>
          <DialogContent
            title={calendarMessages.resetTitle}
            description={calendarMessages.resetDescription}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  disabled={reset.isPending}
                  onClick={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
                >
                  {reset.isPending ? 'Resetting...' : calendarMessages.resetConfirm}
                </Button>
              </>
            }
          >
            <p className="text-sm">You will get a new address to subscribe to.</p>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
