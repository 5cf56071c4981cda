import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { AuthStep } from './auth-step.tsx';
import { TermsOfService } from './terms-of-service.tsx';

type TermsStepProps = {
  pending: boolean;
  onBack: () => void;
  onAccept: () => void;
};

export function TermsStep({ pending, onBack, onAccept }: TermsStepProps) {
  const [agreed, setAgreed] = useState(false);
  const [adult, setAdult] = useState(false);

  return (
    <AuthStep title="Terms of Service" description="Please read and accept the terms to create your account.">
      <div className="grid gap-5">
        <TermsOfService />
        <div className="grid gap-3">
          <div className="flex items-start gap-3">
            <Checkbox
              id="accept-terms"
              checked={agreed}
              onCheckedChange={(value) => setAgreed(value === true)}
            />
            <Label htmlFor="accept-terms" className="leading-snug">
              I have read and agree to the Terms of Service
            </Label>
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id="confirm-adult"
              checked={adult}
              onCheckedChange={(value) => setAdult(value === true)}
            />
            <Label htmlFor="confirm-adult" className="leading-snug">
              I am 18 years of age or older
            </Label>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
            Back
          </Button>
          <Button size="lg" onClick={onAccept} disabled={!agreed || !adult || pending}>
            {pending ? 'Creating account...' : 'Accept Terms & Continue'}
          </Button>
        </div>
      </div>
    </AuthStep>
  );
}
