import { useEffect } from 'react';

/**
 * Set on #root as the app starts to take over a page the server sent drawn (main.tsx): from then on
 * React listens, and itself replays a click on a part it has not hydrated yet.
 */
export const APP_LISTENING = 'data-app-listening';
/** Set on #root once the app's first render is on screen: the page is the app's, for a person or a script. */
export const APP_RENDERED = 'data-app-rendered';
/** Set on a drawn page's button pressed before the app listened (the last one); the app presses it again. */
export const CLICK_PENDING = 'data-click-pending';

/**
 * After the app's first render. A page the server sends drawn (the sign-in form, a player's
 * dashboard) shows its buttons before the app's script has arrived, and a button without its script
 * does nothing: the page's inline script marks the last one pressed (app/prerender/prerendered-page.ts),
 * and this presses it again, so the bell or the menu tapped early still opens. Links need nothing:
 * without the script they are ordinary links.
 */
export function useFinishTakeOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.setAttribute(APP_RENDERED, '');
    const pressed = root.querySelector<HTMLElement>(`[${CLICK_PENDING}]`);
    if (!pressed) return;
    pressed.removeAttribute(CLICK_PENDING);
    // As a pointer presses it: some triggers open on the press (a dropdown menu), others on the click.
    pressed.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
    pressed.click();
  }, []);
}
