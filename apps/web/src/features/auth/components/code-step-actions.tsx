import { Button } from '../../../components/ui/button.tsx';

/** Back and "Resend code" under a code entry step, shared by the forgot-password and forgot-username flows. */
export function CodeStepActions({
  onBack,
  onResend,
  resending,
  busy,
}: {
  onBack: () => void;
  onResend: () => void;
  resending: boolean;
  /** Another request of the step is under way: resending now would race it. */
  busy: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
      <Button variant="outline" disabled={resending || busy} onClick={onResend}>
        {resending ? 'Sending...' : 'Resend code'}
      </Button>
    </div>
  );
}
