import { useMutation } from '@tanstack/react-query';
import { ops } from '@booking/contracts/analytics';
import { downloadFile, entityQuery, send } from '@booking/platform';

/** Cache keys of the master's figures. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (workerId: number, from: string, to: string) => [...analyticsKeys.all, workerId, from, to] as const,
};

/** GET /workers/{id}/analytics?from&to: the period's figures and the previous period's (403 on a plan without analytics). */
export const analyticsQuery = (workerId: number, from: string, to: string) =>
  entityQuery(analyticsKeys.period(workerId, from, to), ops.getAnalytics, { id: workerId }, { from, to });

/**
 * 'Выгрузить CSV': asks POST …/analytics/export-link for a signed address of the period's CSV (it
 * works without init data for 10 minutes, which Telegram's downloadFile needs) and downloads it.
 */
export function useExportCsv(workerId: number) {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      const link = await send(ops.createExportLink, { from, to }, { id: workerId });
      await downloadFile(link.url, `statistika-${from}-${to}.csv`);
    },
  });
}
