import { MODERATION_REASON_MAX } from '@rally/shared/moderation/moderation.constants';
import type { ModerationActionInput } from '@rally/shared/moderation/moderation.schemas';
import type { LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTakeModerationAction } from '../api/take-moderation-action.ts';
import { SUSPENSION_PERIODS, type SuspensionDays } from '../lib/moderation-words.ts';
import { SuspensionPeriodChoice } from './suspension-period-choice.tsx';

export const REASON_REQUIRED = 'Give a reason.';

type ActionDialogProps = {
  /** The button's visible word ("Dismiss"). */
  label: string;
  /** The rest of its accessible name, naming the target (" reports about Sunday pickup"). */
  labelTail: string;
  icon: LucideIcon;
  title: string;
  description: string;
  confirmLabel: string;
  /** How the reason field is described under its label (who reads the reason). */
  reasonHint: string;
  destructive?: boolean;
  /** A suspension also asks for how long. */
  asksPeriod?: boolean;
  /** The request to send once the reason (and period) are given. */
  build(reason: string, days: SuspensionDays): ModerationActionInput;
};

/**
 * One moderation action behind its button: a dialog asks for the reason (required: every action is
 * recorded with why) and, for a suspension, the period, then sends it. The dialog traps focus and
 * closes on Escape (Radix); it closes itself once the action is taken.
 */
export function ActionDialog(props: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const Icon = props.icon;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={props.destructive ? 'destructive' : 'outline'} size="sm">
          <Icon aria-hidden />
          {props.label}
          <span className="sr-only">{props.labelTail}</span>
        </Button>
      </DialogTrigger>
      {open ? <ActionForm {...props} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function ActionForm({
  title,
  description,
  confirmLabel,
  reasonHint,
  destructive,
  asksPeriod,
  build,
  onDone,
}: ActionDialogProps & { onDone(): void }) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<SuspensionDays>(SUSPENSION_PERIODS[1].days);
  const [error, setError] = useState<string | undefined>();
  const take = useTakeModerationAction(onDone);
  return (
    <DialogContent
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant={destructive ? 'destructive' : 'default'}
            disabled={take.isPending}
          >
            {take.isPending ? 'Working...' : confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (!trimmed) {
            setError(REASON_REQUIRED);
            return;
          }
          take.mutate(build(trimmed, days));
        }}
      >
        {asksPeriod ? <SuspensionPeriodChoice value={days} onChange={setDays} /> : null}
        <FormField label="Reason" description={reasonHint} error={error}>
          {(control) => (
            <Textarea
              {...control}
              required
              maxLength={MODERATION_REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim()) setError(undefined);
              }}
            />
          )}
        </FormField>
      </form>
    </DialogContent>
  );
}
