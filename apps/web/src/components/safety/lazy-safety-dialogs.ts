import { lazy } from 'react';

// The dialogs load when they are about to be needed (a menu opens, a report button is pointed at), never
// with the page: the game page and find are within a script budget, and the buttons themselves are tiny.

export const loadReportDialog = () => import('./report-dialog.tsx');
export const loadBlockDialog = () => import('./block-dialog.tsx');

export const LazyReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));
export const LazyBlockDialog = lazy(() => loadBlockDialog().then((m) => ({ default: m.BlockDialog })));

/** Starts both downloads (a menu that offers both is opening). */
export function preloadSafetyDialogs(): void {
  void loadReportDialog();
  void loadBlockDialog();
}
