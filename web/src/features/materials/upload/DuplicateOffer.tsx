import LinkOutlined from '@ant-design/icons/LinkOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { businessMessage } from '../../../app/errors';
import { ApiError } from '../../../app/request';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import { useLinkExisting } from '../api';
import type { UploadItem } from './uploadItems';

/** Props of the duplicate offer. */
export interface DuplicateOfferProps {
  item: UploadItem;
  accountId?: number;
  onLinked: (materialId: number) => void;
}

/**
 * The 10010 answer's offer: the identical file is already a material, so link that material to the working account
 * (POST /v1/material/save with the account added) instead of uploading it again.
 */
export default function DuplicateOffer({ item, accountId, onLinked }: DuplicateOfferProps) {
  const { t } = useTranslation();
  const link = useLinkExisting();
  const id = item.duplicateIds?.[0];
  if (id === undefined) return null;
  if (item.linkedId !== undefined) {
    return (
      <Tag color="green" style={{ flex: 'none', marginInlineEnd: 0 }} data-testid="duplicate-linked">
        {t('upload.duplicate.linkedTag', { id: item.linkedId })}
      </Tag>
    );
  }
  const button = (
    <Button
      size="small"
      icon={<LinkOutlined />}
      disabled={accountId === undefined}
      loading={link.isPending}
      data-testid="duplicate-link"
    >
      {t('upload.duplicate.offer')}
    </Button>
  );
  if (accountId === undefined) return <Tooltip title={t('upload.duplicate.noAccount')}>{button}</Tooltip>;

  const confirm = async () => {
    try {
      const outcome = await link.mutateAsync({ materialId: id, accountId });
      if (outcome === 'linked' || outcome === 'alreadyLinked') {
        toastSuccess(t(outcome === 'linked' ? 'upload.duplicate.linked' : 'upload.duplicate.alreadyLinked', { id }));
        onLinked(id);
      } else toastWarning(businessMessage(outcome.code, outcome.data, outcome.msg));
    } catch (error) {
      // quiet calls leave bad input and apiFail answers to the caller; the request layer told the user the rest
      if (error instanceof ApiError && (error.kind === 'api' || error.status === 400)) toastWarning(error.message);
    }
  };
  return (
    <Popconfirm
      title={t('upload.duplicate.confirm', { id })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={confirm}
    >
      {button}
    </Popconfirm>
  );
}
