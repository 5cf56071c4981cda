import { EyeIcon } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '../../../../components/ui/switch.tsx';
import { useActivityStatus } from '../../api/get-activity-status.ts';
import { useUpdateActivityStatus } from '../../api/update-activity-status.ts';

/** Whether friends may see when the player is online; the saved value drives the switch. */
export function ActivityStatusToggle() {
  const { data: setting, isPending, isError } = useActivityStatus();
  const update = useUpdateActivityStatus();
  const id = useId();
  const saved = setting?.showActivityStatus ?? false;
  // While a change is on its way, the switch shows where it is going.
  const checked = update.isPending && update.variables ? update.variables.showActivityStatus : saved;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="flex items-center gap-2.5 text-sm font-medium">
          <EyeIcon className="size-4 text-muted-foreground" aria-hidden />
          Show my activity status
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {isError
            ? 'Your current setting could not be loaded.'
            : 'When on, your friends can see when you are online.'}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={isPending || isError || update.isPending}
        onCheckedChange={(showActivityStatus) => update.mutate({ showActivityStatus })}
      />
    </div>
  );
}
