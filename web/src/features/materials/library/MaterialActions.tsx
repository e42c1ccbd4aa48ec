import type { MaterialItem } from '@adconsole/contract';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import RowAction from '../../../kit/RowAction';
import { textColor } from '../../../kit/theme';
import HistoryLink from '../../../shared/HistoryLink';
import { isReviewable, type LibraryAbilities, showsActions } from './materialRules';

/** What the library lets the signed-in role do, and what each row action opens. */
export interface LibraryHandlers {
  /** the applied status filter (-1 hides every edit and delete) */
  statusFilter: number | undefined;
  /** the review queue shows approve and reject instead of edit and delete */
  reviewQueue: boolean;
  can: LibraryAbilities;
  onOpen: (item: MaterialItem) => void;
  onAccounts: (item: MaterialItem) => void;
  onEdit: (item: MaterialItem) => void;
  onEditTags: (item: MaterialItem) => void;
  onDelete: (item: MaterialItem) => void;
  onApprove: (item: MaterialItem) => void;
  onReject: (item: MaterialItem) => void;
}

/**
 * The row actions of a material: edit, tags and delete (and its history for administrators), or approve and reject
 * in the review queue.
 */
export default function MaterialActions({ item, h }: { item: MaterialItem; h: LibraryHandlers }) {
  const { t } = useTranslation();
  const { isAdmin } = useAccess();
  if (h.reviewQueue) {
    if (!h.can.review || !isReviewable(item)) return <span style={{ color: textColor.muted }}>-</span>;
    return (
      <Space size={4}>
        <Button type="link" size="small" onClick={() => h.onApprove(item)} data-testid="review-approve">
          {t('library.review.approve')}
        </Button>
        <Button type="link" size="small" danger onClick={() => h.onReject(item)} data-testid="review-reject">
          {t('library.review.reject')}
        </Button>
      </Space>
    );
  }
  const shown = showsActions(item, h.statusFilter);
  // the audit log's history is for administrators, also of a material that can no longer be changed
  const history = <HistoryLink entity="material" id={item.id} name={item.name} />;
  if (!shown || !(h.can.edit || h.can.delete)) {
    return isAdmin ? history : <span style={{ color: textColor.muted }}>-</span>;
  }
  return (
    <Space size={10} wrap={false}>
      {h.can.edit ? (
        <>
          <RowAction onClick={() => h.onEdit(item)} data-testid="row-edit">
            {t('library.action.edit')}
          </RowAction>
          <RowAction onClick={() => h.onEditTags(item)} data-testid="row-tags">
            {t('library.action.tags')}
          </RowAction>
        </>
      ) : null}
      {h.can.delete ? (
        <RowAction danger onClick={() => h.onDelete(item)} data-testid="row-delete">
          {t('library.action.delete')}
        </RowAction>
      ) : null}
      {history}
    </Space>
  );
}
