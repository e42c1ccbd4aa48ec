import { lazy, Suspense, useState } from 'react';
import { sessionIds } from '../../../app/session';
import type { LibraryType } from './librarySearch';

// The upload drawer (file checks, md5, progress) is its own chunk, fetched the first time someone opens it.
const UploadDrawer = lazy(() => import('../upload/UploadDrawer'));

/** Props of the library's upload: whether the drawer is open, how to close it, and which library asks. */
export interface LibraryUploadProps {
  open: boolean;
  onClose: () => void;
  type: LibraryType;
}

/**
 * The upload drawer of a library, mounted on first use and kept afterwards (an upload may run while it is closed).
 * The list reloads by itself: saving new materials invalidates the material queries.
 */
export default function LibraryUpload({ open, onClose, type }: LibraryUploadProps) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <UploadDrawer
        open={open}
        type={type}
        accountId={sessionIds().accountId ?? undefined}
        onClose={onClose}
        onSaved={() => {
          // the drawer has said "saved successfully, ID: …" and the list query is already invalidated
        }}
      />
    </Suspense>
  );
}
