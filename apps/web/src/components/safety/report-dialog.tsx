import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@rally/shared/moderation/moderation.constants';
import type { CreateReportResult } from '@rally/shared/moderation/reports.schemas';
import { CheckCircle2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { Textarea } from '../ui/field-controls.tsx';
import { Label } from '../ui/label.tsx';
import { useRefreshAfterBlockChange } from './api/blocks.ts';
import { useSendReport } from './api/send-report.ts';
import type { ReportTarget } from './report-target.ts';

type ReportDialogProps = {
  target: ReportTarget;
  /** Offer "Also block <name>": the target has an owner other than the viewer, not already blocked. */
  canAlsoBlock: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a report that also blocked, so the place it was opened from can close or change. */
  onBlocked?: () => void;
  /** Where the focus goes back to once the dialog closes (the menu it was opened from is gone). */
  onCloseAutoFocus?: (event: Event) => void;
};

export const CHOOSE_REASON = 'Choose a reason.';

/**
 * The one report dialog for everything reportable: a reason from the short list, optional details, and
 * the choice to block the owner at the same time. The server's answer ("Thanks for your report…" or
 * "You've already reported this…") replaces the form; a refusal (the hourly limit) shows beside Submit.
 */
export function ReportDialog({
  target,
  canAlsoBlock,
  open,
  onOpenChange,
  onBlocked,
  onCloseAutoFocus,
}: ReportDialogProps) {
  const send = useSendReport();
  const refreshAfterBlock = useRefreshAfterBlockChange();
  const [outcome, setOutcome] = useState<{ result: CreateReportResult; blocked: boolean } | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (next || !outcome?.blocked) return;
    // The owner was blocked with the report: the opener closes (a thread), then the screens refetch.
    void refreshAfterBlock(onBlocked);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={`Report ${target.label}`}
        description={
          outcome ? undefined : "Tell Rally's moderators what's wrong. Who reported it is never shared."
        }
        onCloseAutoFocus={onCloseAutoFocus}
        footer={
          outcome ? (
            <Button onClick={() => close(false)}>Done</Button>
          ) : (
            <>
              {send.error ? (
                <p role="alert" className="text-sm font-medium text-destructive sm:mr-auto sm:self-center">
                  {errorMessage(send.error)}
                </p>
              ) : null}
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`report-form-${target.id}`} disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Submit report'}
              </Button>
            </>
          )
        }
      >
        {outcome ? (
          <p role="status" className="flex items-start gap-2 text-sm">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              {outcome.result.message}
              {outcome.blocked && target.owner ? ` You blocked ${target.owner.name}.` : null}
            </span>
          </p>
        ) : (
          <ReportForm
            target={target}
            canAlsoBlock={canAlsoBlock}
            pending={send.isPending}
            onSubmit={(report) =>
              send.mutate(
                { targetType: target.type, targetId: target.id, ...report },
                { onSuccess: (result) => setOutcome({ result, blocked: Boolean(report.block) }) },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type ReportFormValues = { reason: ReportReason; details: string | null; block?: boolean };

type ReportFormProps = {
  target: ReportTarget;
  canAlsoBlock: boolean;
  pending: boolean;
  onSubmit(values: ReportFormValues): void;
};

/** The form itself; its buttons sit in the dialog's footer and submit it by its id. */
function ReportForm({ target, canAlsoBlock, pending, onSubmit }: ReportFormProps) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const tooLong = details.length > REPORT_DETAILS_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      document.getElementById(`${ids}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    if (tooLong || pending) return;
    onSubmit({
      reason,
      details: details.trim() || null,
      ...(canAlsoBlock && alsoBlock ? { block: true } : {}),
    });
  };

  return (
    <form id={`report-form-${target.id}`} noValidate onSubmit={submit} className="grid gap-5">
      {/* A fieldset of native radios: its legend names the group "Reason", arrow keys move the choice. */}
      <fieldset aria-describedby={missingReason ? `${ids}-reason-error` : undefined} className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Reason</legend>
        {REPORT_REASONS.map((value) => (
          <label
            key={value}
            htmlFor={`${ids}-reason-${value}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="radio"
              id={`${ids}-reason-${value}`}
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissingReason(false);
              }}
              className="size-4 accent-primary"
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
        {missingReason ? (
          <p id={`${ids}-reason-error`} role="alert" className="text-sm font-medium text-destructive">
            {CHOOSE_REASON}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-details`}>Details (optional)</Label>
        <Textarea
          id={`${ids}-details`}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${ids}-details-count`}
          placeholder="What happened?"
        />
        <p
          id={`${ids}-details-count`}
          className={`text-right text-xs ${tooLong ? 'font-medium text-destructive' : 'text-muted-foreground'}`}
        >
          {details.length.toLocaleString('en-US')}/{REPORT_DETAILS_MAX.toLocaleString('en-US')}
          {tooLong ? <span className="sr-only"> characters: too long</span> : null}
        </p>
      </div>
      {canAlsoBlock && target.owner ? (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${ids}-block`}
            checked={alsoBlock}
            onCheckedChange={(checked) => setAlsoBlock(checked === true)}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-block`}>Also block {target.owner.name}</Label>
            <p className="text-xs text-muted-foreground">
              They won't be able to message you, find you or join your games. They aren't told.
            </p>
          </div>
        </div>
      ) : null}
    </form>
  );
}
