import { type TagItem, TagLevel, TagLimits } from '@adconsole/contract';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../kit/feedback';
import { textLimit } from '../../kit/fieldRules';
import GuardedModal from '../../kit/GuardedModal';
import { useSaveTag, useTagLevel } from './api';
import { InlineCreate } from './InlineCreate';
import { announceSave, fieldErrorsOf } from './saveFeedback';

/** Spec: the dialog has two modes, 1 add and 2 edit. */
export type TagDialogMode = 1 | 2;

interface Values {
  name: string;
  topic_id?: number;
  category_id?: number;
  alias?: string;
  remark?: string;
}

export interface TagFormDialogProps {
  open: boolean;
  mode: TagDialogMode;
  tag?: TagItem | null;
  onClose: () => void;
}

const SERVER_FIELD: Record<string, keyof Values> = {
  parent_id: 'category_id',
  name: 'name',
  alias: 'alias',
  remark: 'remark',
};

/**
 * The 500 px add/edit dialog of a creative tag, with inline new theme and new category. The page mounts a new one
 * (a new key) for each opening, so the form simply starts from the tag's values.
 */
export function TagFormDialog({ open, mode, tag, onClose }: TagFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const topicId = Form.useWatch('topic_id', form);
  const themes = useTagLevel(TagLevel.THEME);
  const categories = useTagLevel(TagLevel.CATEGORY, topicId);
  const save = useSaveTag();
  // the select whose dropdown is open: closed after an inline creation so the chosen entry shows
  const [openSelect, setOpenSelect] = useState<'topic' | 'category' | null>(null);
  const reviewTopic = themes.data?.find((th) => th.id === topicId)?.is_review ?? false;

  // Inline creation of a theme or category: saved at once and chosen in the form.
  const createParent = async (level: 1 | 2, name: string) => {
    const answer = await save.mutateAsync({
      name,
      level,
      module: 2,
      parent_id: level === TagLevel.THEME ? 0 : (topicId ?? 0),
      remark: '',
      alias: null,
    });
    if (!announceSave(answer)) return;
    setOpenSelect(null);
    if (level === TagLevel.THEME) form.setFieldsValue({ topic_id: answer.data.id, category_id: undefined });
    else form.setFieldsValue({ category_id: answer.data.id });
  };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = {
      name: v.name.trim(),
      level: TagLevel.TAG,
      module: 2,
      parent_id: v.category_id!,
      remark: (v.remark ?? '').trim(),
      // spec: alias is sent only when the chosen topic is the review-material topic
      alias: reviewTopic ? (v.alias ?? '').trim() : null,
    };
    try {
      const answer = await save.mutateAsync(mode === 2 && tag ? { ...body, id: tag.id } : body);
      if (announceSave(answer)) onClose();
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (!errors.length) return;
      form.setFields(
        errors.map((e) => ({
          name: SERVER_FIELD[e.field] ?? 'name',
          errors: [t(`tags.rule.${e.field}.${e.rule}`, { defaultValue: e.message, max: TagLimits.REMARK_MAX })],
        })),
      );
    }
  };

  return (
    <GuardedModal
      open={open}
      width={500}
      title={t(mode === 1 ? 'tags.dialog.addTitle' : 'tags.dialog.editTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={
          mode === 2 && tag
            ? {
                name: tag.name,
                topic_id: tag.topic_id ?? undefined,
                category_id: tag.category_id ?? undefined,
                alias: tag.alias ?? undefined,
                remark: tag.remark,
              }
            : undefined
        }
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={t('tags.field.name')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('tags.form.nameRequired') },
            textLimit(t, TagLimits.NAME_MAX).rule,
          ]}
        >
          <Input
            {...textLimit(t, TagLimits.NAME_MAX).input}
            placeholder={t('tags.form.namePlaceholder')}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Form.Item
          name="topic_id"
          label={t('tags.field.topic')}
          rules={[{ required: true, message: t('tags.form.topicRequired') }]}
        >
          <Select
            placeholder={t('tags.form.topicPlaceholder')}
            loading={themes.isLoading}
            options={(themes.data ?? []).map((th) => ({ value: th.id, label: th.name }))}
            open={openSelect === 'topic'}
            onOpenChange={(open) => setOpenSelect(open ? 'topic' : null)}
            onChange={() => form.setFieldsValue({ category_id: undefined, alias: undefined })}
            showSearch={{ optionFilterProp: 'label' }}
            popupRender={(menu) => (
              <>
                {menu}
                <Divider style={{ margin: '4px 0' }} />
                <InlineCreate
                  testId="new-topic-input"
                  placeholder={t('tags.form.newTopic')}
                  onCreate={(name) => createParent(TagLevel.THEME, name)}
                />
              </>
            )}
          />
        </Form.Item>
        <Form.Item
          name="category_id"
          label={t('tags.field.category')}
          rules={[{ required: true, message: t('tags.form.categoryRequired') }]}
        >
          <Select
            placeholder={t('tags.form.categoryPlaceholder')}
            loading={categories.isFetching}
            open={openSelect === 'category'}
            onOpenChange={(open) => setOpenSelect(open ? 'category' : null)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            onClick={() => {
              if (!topicId) toastWarning(t('tags.form.selectTopicFirst'));
            }}
            popupRender={(menu) => (
              <>
                {menu}
                <Divider style={{ margin: '4px 0' }} />
                <InlineCreate
                  testId="new-category-input"
                  placeholder={t('tags.form.newCategory')}
                  blockedMessage={topicId ? null : t('tags.form.selectTopicFirst')}
                  onCreate={(name) => createParent(TagLevel.CATEGORY, name)}
                />
              </>
            )}
          />
        </Form.Item>
        {reviewTopic && (
          <Form.Item
            name="alias"
            label={t('tags.field.alias')}
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: t('tags.form.aliasRequired') },
              textLimit(t, TagLimits.ALIAS_MAX).rule,
            ]}
            extra={t('tags.form.aliasHelp')}
          >
            <Input {...textLimit(t, TagLimits.ALIAS_MAX).input} placeholder={t('tags.form.aliasPlaceholder')} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('tags.field.remark')} rules={[textLimit(t, TagLimits.REMARK_MAX).rule]}>
          <Input.TextArea
            rows={3}
            {...textLimit(t, TagLimits.REMARK_MAX).input}
            placeholder={t('tags.form.remarkPlaceholder')}
          />
        </Form.Item>
      </Form>
    </GuardedModal>
  );
}
