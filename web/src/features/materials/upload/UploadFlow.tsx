import ReviewChoice from './ReviewChoice';
import UploadArea from './UploadArea';
import UploadItemList from './UploadItemList';
import type { UploadSession } from './useUploadSession';

/** Props of the upload steps shared by the drawer and the picker's local-upload tab. */
export interface UploadFlowProps {
  session: UploadSession;
  onLinked?: (materialId: number) => void;
}

/**
 * The review choice (review-material account only), then the file chooser, the upload list and the failure list.
 * The choice stays visible, locked, once confirmed.
 */
export default function UploadFlow({ session, onLinked }: UploadFlowProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="upload-flow">
      {session.isReviewAccount ? <ReviewChoice value={session.review} onChange={session.setReview} /> : null}
      {session.needsChoice ? null : (
        <>
          <UploadArea type={session.type} ratioSet={session.ratioSet} onFiles={session.addFiles} />
          <UploadItemList session={session} onLinked={onLinked} />
        </>
      )}
    </div>
  );
}
