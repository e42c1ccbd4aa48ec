import { AccessLimits, calls, type MenuItem } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import FormDialog from '../../../kit/FormDialog';
import { textLimit } from '../../../kit/fieldRules';
import { accessChange } from '../access/accessApi';
import { fieldErrorsOn, settleChange } from '../access/changeOutcome';
import { indentedTitle, menuKind, menuTree, parentChoices, subtreeIds } from './menuTree';

/** What the dialog does: add a grouping menu or a link (under `parentId`), or edit `menu`. */
export type MenuDialogTarget =
  | { mode: 'add'; kind: 'group' | 'link'; parentId: number | null }
  | { mode: 'edit'; menu: MenuItem };

interface Values {
  parent_id: number | null;
  title_zh: string;
  title_en: string;
  external_url?: string;
  hidden: boolean;
}

export interface MenuFormDialogProps {
  target: MenuDialogTarget;
  rows: readonly MenuItem[];
  onClose: () => void;
}

const FIELDS = ['title_zh', 'title_en', 'external_url', 'parent_id'] as const;
const URL_PATTERN = /^https?:\/\/\S+$/;

/** Adds a grouping menu or an external link, or edits a menu's titles, parent, link and hidden flag. */
export function MenuFormDialog({ target, rows, onClose }: MenuFormDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCallMutation(calls.authAccess.createMenu, accessChange);
  const edit = useCallMutation(calls.authAccess.editMenu, accessChange);
  const menu = target.mode === 'edit' ? target.menu : null;
  const isLink = target.mode === 'add' ? target.kind === 'link' : menuKind(target.menu) === 'link';
  const parents = useMemo(
    () => parentChoices(menuTree(rows, i18n.language), menu ? subtreeIds(rows, menu.id) : new Set()),
    [rows, menu, i18n.language],
  );

  const submit = async (v: Values) => {
    const parentId = v.parent_id ?? null;
    const fields = {
      // an edit names the parent only when it changes: the server renumbers the siblings of a moved menu
      ...(menu && parentId === menu.parent_id ? {} : { parent_id: parentId }),
      title_zh: v.title_zh.trim(),
      title_en: v.title_en.trim(),
      hidden: v.hidden,
      ...(isLink ? { external_url: (v.external_url ?? '').trim() } : {}),
    };
    const options = { success: t('authAccess.menu.saved'), onFieldErrors: fieldErrorsOn(form, FIELDS) };
    return menu
      ? settleChange(edit.mutateAsync({ id: menu.id, ...fields }), options)
      : settleChange(create.mutateAsync(fields), options);
  };

  const title =
    target.mode === 'edit'
      ? t('authAccess.menu.editTitle')
      : t(isLink ? 'authAccess.menu.addLinkTitle' : 'authAccess.menu.addGroupTitle');
  const titleRules = [{ required: true, whitespace: true, message: t('authAccess.menu.form.titleRequired') }];

  return (
    <FormDialog<Values>
      form={form}
      title={title}
      okText={t('authAccess.save')}
      requiredMark
      initialValues={{
        parent_id: menu ? menu.parent_id : target.mode === 'add' ? target.parentId : null,
        title_zh: menu?.title_zh ?? '',
        title_en: menu?.title_en ?? '',
        external_url: menu?.external_url ?? '',
        hidden: menu?.hidden ?? false,
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="parent_id" label={t('authAccess.menu.field.parent')}>
        <Select
          allowClear
          placeholder={t('authAccess.menu.topLevel')}
          options={parents.map((p) => ({ value: p.id, label: indentedTitle(p) }))}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="menu-parent"
        />
      </Form.Item>
      <Form.Item
        name="title_zh"
        label={t('authAccess.menu.field.titleZh')}
        rules={[...titleRules, textLimit(t, AccessLimits.TITLE_MAX).rule]}
      >
        <Input {...textLimit(t, AccessLimits.TITLE_MAX).input} data-testid="menu-title-zh" />
      </Form.Item>
      <Form.Item
        name="title_en"
        label={t('authAccess.menu.field.titleEn')}
        rules={[...titleRules, textLimit(t, AccessLimits.TITLE_MAX).rule]}
      >
        <Input {...textLimit(t, AccessLimits.TITLE_MAX).input} data-testid="menu-title-en" />
      </Form.Item>
      {isLink ? (
        <Form.Item
          name="external_url"
          label={t('authAccess.menu.field.url')}
          rules={[
            { required: true, whitespace: true, message: t('authAccess.menu.form.urlRequired') },
            {
              pattern: URL_PATTERN,
              transform: (value: string) => value.trim(),
              message: t('authAccess.menu.form.urlInvalid'),
            },
            textLimit(t, AccessLimits.URL_MAX).rule,
          ]}
        >
          <Input
            {...textLimit(t, AccessLimits.URL_MAX).input}
            placeholder={t('authAccess.menu.form.urlPlaceholder')}
            data-testid="menu-url"
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="hidden"
        label={t('authAccess.menu.field.hidden')}
        valuePropName="checked"
        extra={t('authAccess.menu.form.hiddenHelp')}
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
