import type { Call } from '@adconsole/contract';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiArgs, ApiError, apiFile } from '../app/request';
import { toastError, toastSuccess } from '../kit/feedback';
import { saveFile } from '../lib/saveFile';

/** The props of {@link ExportButton}: a list's export call and the filters the list shows now. */
export interface ExportButtonProps<C extends Call & { produces: 'text/csv' }> {
  /** the list's export (`calls.listExports.<list>`) */
  call: C;
  /** the list's current filters, as the list call takes them (its page fields are ignored) */
  filters: ApiArgs<C>[0];
  /** the file name when the server gives none */
  fileName: string;
}

/**
 * The toolbar's "Export CSV": downloads every row of the list's current filtered result (not the page), as the server
 * streams it with headers in the console's language. A fetch with the token header, then the file handed to the
 * browser's download (a link cannot carry the token). While it runs the button spins; a refusal the request layer
 * leaves to the caller is told as "Export failed" with its reason.
 */
export default function ExportButton<C extends Call & { produces: 'text/csv' }>({
  call,
  filters,
  fileName,
}: ExportButtonProps<C>) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const args = [filters, { quiet: true, language: i18n.language }] as unknown as ApiArgs<C>;
      const file = await apiFile(call, ...args);
      saveFile(file.blob, file.fileName ?? fileName);
      toastSuccess(t('kit.export.done'));
    } catch (error) {
      // 401/402/403, the network and the timeout are told by the request layer; a quiet refusal is told here
      if (error instanceof ApiError && (error.kind === 'api' || (error.kind === 'http' && error.status === 400))) {
        toastError(t('kit.export.failed', { reason: error.message }));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={run} loading={busy} data-testid="list-export">
      {t('kit.export.label')}
    </Button>
  );
}
