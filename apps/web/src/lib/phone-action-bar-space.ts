/**
 * The CSS variable holding the room a page's stuck action bar takes above a phone's bottom navigation
 * (its height and a small gap): set by components/layout/phone-action-bar.tsx while a page shows one,
 * read by the toaster (app/toaster.tsx) to sit above it.
 */
export const PHONE_ACTION_BAR_SPACE = '--phone-action-bar-space';
