import { reportsEndpoints } from '@rally/shared/moderation/moderation.endpoints';
import type { CreateReportInput, CreateReportResult } from '@rally/shared/moderation/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function sendReport(report: CreateReportInput): Promise<CreateReportResult> {
  return call(reportsEndpoints.createReport, { body: report });
}

/** Sends a report; the dialog shows the outcome and any refusal beside its button, so no toast. */
export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    meta: { errorToast: false },
    // A report that also blocked reshapes the same screens a block does.
    onSuccess: (_result, report) => (report.block ? queryClient.invalidateQueries() : undefined),
  });
}
