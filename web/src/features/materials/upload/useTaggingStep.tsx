import { useState } from 'react';
import BatchTagDialog from './BatchTagDialog';
import type { UploadSession } from './useUploadSession';

/**
 * The batch-tag step after an upload: `open` (the Next button) shows its dialog; a save finishes the session and hands
 * the new materials' ids to `onTagged`.
 */
export function useTaggingStep(session: UploadSession, onTagged: (ids: number[]) => void) {
  const [tagging, setTagging] = useState(false);
  const dialog = (
    <BatchTagDialog
      open={tagging}
      session={session}
      onClose={() => setTagging(false)}
      onSaved={(ids) => {
        setTagging(false);
        session.finish();
        onTagged(ids);
      }}
    />
  );
  return { open: () => setTagging(true), dialog };
}
