import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';

export interface ExportCsvButtonProps {
  /** Builds and downloads the file (usually `exportCsv`); failures were already reported by the API client. */
  onExport: () => Promise<unknown>;
  disabled?: boolean;
}

/** 'Export CSV', busy while every page is fetched, and not clickable twice meanwhile. */
export function ExportCsvButton({ onExport, disabled }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch {
      // The API client has shown the error toast; the button only has to become usable again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void run()} loading={busy} disabled={disabled}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
