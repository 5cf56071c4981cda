import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '../../../components/ui/card.tsx';

type AuthStepProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * One step of an account flow. Its heading takes focus when the step appears, so keyboard and
 * screen-reader users start at the new step instead of on a button that no longer exists; unless
 * focus is in the step already, as when a visitor started typing in the prerendered sign-in form
 * before the script took it over.
 */
export function AuthStep({ title, description, children, footer }: AuthStepProps) {
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (stepRef.current?.contains(document.activeElement)) return;
    headingRef.current?.focus();
  }, []);
  return (
    <Card ref={stepRef} className="w-full overflow-hidden">
      <div className="px-6 pt-7 pb-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight">
          {title}
        </h1>
        {description ? <div className="mt-1.5 text-sm text-muted-foreground">{description}</div> : null}
      </div>
      <div className="px-6 pt-4 pb-6">{children}</div>
      {footer ? (
        <div className="border-t bg-muted/50 px-6 py-4 text-center text-sm text-muted-foreground">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
