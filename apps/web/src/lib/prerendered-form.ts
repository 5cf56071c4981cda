import { type RefObject, useEffect } from 'react';

/** Set by a form once the app has taken it over from the prerendered HTML: its submits are the app's. */
export const FORM_TAKEN_OVER = 'data-taken-over';
/** Set on a prerendered form the visitor sent before the app took it over; the app sends it then. */
export const FORM_SUBMIT_PENDING = 'data-submit-pending';

/**
 * For a form the build prerenders (the sign-in and sign-up forms). Until the app takes the page
 * over, the page's inline script stops the browser from sending the form itself, which would put the
 * password in the address, and marks it pending (app/prerender/prerendered-page.ts). Mounted, the
 * form is the app's: a submit pressed before then is sent now, with what was typed.
 */
export function useSubmitWhenTakenOver(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(FORM_TAKEN_OVER, '');
    if (!form.hasAttribute(FORM_SUBMIT_PENDING)) return;
    form.removeAttribute(FORM_SUBMIT_PENDING);
    form.requestSubmit();
  }, [formRef]);
}
