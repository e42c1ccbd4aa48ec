import { calls, type MaterialItem, MaterialLimits } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { businessMessage, tellQuietFailure } from '../../../app/errors';
import { useCallMutation } from '../../../app/useCall';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import { textLimit } from '../../../kit/fieldRules';
import GuardedModal from '../../../kit/GuardedModal';
import { TagCascader } from '../../../shared/tags/TagCascader';
import { materialChange } from '../api';
import { mergeTags, overflowing } from './smartTags';

/** Props of the edit-tags dialog: one material (name and tags) or several (tags added to each). */
export interface EditTagsDialogProps {
  open: boolean;
  items: readonly MaterialItem[];
  batch: boolean;
  onClose: () => void;
  onSaved?: () => void;
}

interface Values {
  material_name?: string;
  tag_ids: number[];
}

// The tag dialog width of the spec's constants.
const WIDTH = 500;

/**
 * The edit-tags dialog, saved through POST /v1/material/tag. Single: the name (required) and the material's tags
 * (at most 10). Batch: only the cascader; its tags join each material's own, and a material that would pass 10 is
 * named instead of saved.
 */
export default function EditTagsDialog({ open, items, batch, onClose, onSaved }: EditTagsDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const tag = useCallMutation(calls.materials.tag, materialChange);
  const single = batch ? null : (items[0] ?? null);
  const max = MaterialLimits.TAGS_PER_MATERIAL;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const chosen = values.tag_ids ?? [];
    if (batch && chosen.length === 0) return toastWarning(t('library.tags.tagFirst'));
    const over = batch ? overflowing(items, chosen, max) : [];
    if (over.length) return toastWarning(t('library.editTags.overflow', { ids: over.join(', ') }));
    const body = single
      ? [{ material_id: single.id, material_name: (values.material_name ?? '').trim(), tag_ids: chosen }]
      : items.map((item) => ({ material_id: item.id, tag_ids: mergeTags(item.tag_ids, chosen) }));
    try {
      const answer = await tag.mutateAsync(body);
      if (answer.code !== 200) return toastWarning(businessMessage(answer.code, answer.data, answer.msg));
      toastSuccess(t('library.saved'));
      onSaved?.();
      onClose();
    } catch (error) {
      tellQuietFailure(error);
    }
  };

  return (
    <GuardedModal
      open={open}
      width={WIDTH}
      title={single ? t('library.editTags.title') : t('library.editTags.batchTitle', { count: items.length })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'edit-tags-ok' } as never}
      confirmLoading={tag.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ material_name: single?.name, tag_ids: single ? single.tag_ids : [] }}
        data-testid="edit-tags-form"
      >
        {batch ? (
          <Alert type="info" showIcon title={t('library.editTags.batchHelp')} style={{ marginBottom: 16 }} />
        ) : null}
        {single ? (
          <Form.Item
            name="material_name"
            label={t('library.info.name')}
            rules={[
              { required: true, whitespace: true, message: t('library.info.nameRequired') },
              textLimit(t, MaterialLimits.NAME_MAX).rule,
            ]}
          >
            <Input {...textLimit(t, MaterialLimits.NAME_MAX).input} onPressEnter={() => void submit()} />
          </Form.Item>
        ) : null}
        <Form.Item name="tag_ids" label={t('library.editTags.tags')}>
          <TagCascader max={max} limitKind={batch ? 'batch' : 'single'} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </GuardedModal>
  );
}
