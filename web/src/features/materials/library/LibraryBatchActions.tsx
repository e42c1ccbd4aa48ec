import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/** Props of the batch actions: the view, the role's abilities and what each action opens. */
export interface LibraryBatchActionsProps {
  reviewQueue: boolean;
  can: { edit: boolean; delete: boolean; review: boolean };
  onTag: () => void;
  onEditTags: () => void;
  onDelete: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/** The batch bar's actions: batch tagging, edit tags and batch delete; approve and reject in the review queue. */
export default function LibraryBatchActions(props: LibraryBatchActionsProps) {
  const { t } = useTranslation();
  const { reviewQueue, can } = props;
  if (reviewQueue) {
    return can.review ? (
      <>
        <Button size="small" type="primary" icon={<CheckOutlined />} onClick={props.onApprove}>
          {t('library.review.approve')}
        </Button>
        <Button size="small" danger icon={<CloseOutlined />} onClick={props.onReject}>
          {t('library.review.reject')}
        </Button>
      </>
    ) : null;
  }
  return (
    <>
      {can.edit ? (
        <>
          <Button size="small" type="primary" icon={<TagsOutlined />} onClick={props.onTag} data-testid="batch-tag">
            {t('library.batch.tag')}
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={props.onEditTags} data-testid="batch-edit-tags">
            {t('library.batch.editTags')}
          </Button>
        </>
      ) : null}
      {can.delete ? (
        <Button size="small" danger icon={<DeleteOutlined />} onClick={props.onDelete} data-testid="batch-delete">
          {t('library.batch.delete')}
        </Button>
      ) : null}
    </>
  );
}
