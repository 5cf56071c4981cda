import { reportsEndpoints } from '@rally/shared/moderation/moderation.endpoints';
import type { CreateReportInput, CreateReportResult } from '@rally/shared/moderation/reports.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function sendReport(report: CreateReportInput): Promise<CreateReportResult> {
  return call(reportsEndpoints.createReport, { body: report });
}

/**
 * Sends a report; the dialog shows the outcome and any refusal beside its button, so no toast. A report
 * that also blocked refreshes the screens when the dialog closes (see ReportDialog), not here: the
 * refetch could take away the thread the dialog was opened from before it shows its confirmation.
 */
export function useSendReport() {
  return useMutation({ mutationFn: sendReport, meta: { errorToast: false } });
}
