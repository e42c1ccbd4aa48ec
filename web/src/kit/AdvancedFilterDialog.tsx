import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import FilterControl from './FilterControl';
import GuardedModal from './GuardedModal';
import type { Filters, FilterValue } from './listQuery';
import type { SearchField } from './searchFields';

/** Props of the advanced-filter dialog: the fields it shows, the draft it edits, and its buttons. */
export interface AdvancedFilterDialogProps {
  open: boolean;
  fields: readonly SearchField[];
  draft: Filters;
  onDraft: (key: string, value: FilterValue | undefined) => void;
  onApply: () => void;
  onReset: () => void;
  onCancel: () => void;
}

/** Every filter of a list in one dialog, laid out by each field's column span. */
export default function AdvancedFilterDialog({
  open,
  fields,
  draft,
  onDraft,
  onApply,
  onReset,
  onCancel,
}: AdvancedFilterDialogProps) {
  const { t } = useTranslation();
  return (
    <GuardedModal
      watchForms={false}
      open={open}
      title={t('kit.search.advanced')}
      width={720}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="reset" onClick={onReset} style={{ float: 'left' }}>
          {t('kit.search.reset')}
        </Button>,
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="apply" type="primary" onClick={onApply} data-testid="advanced-apply">
          {t('kit.search.apply')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
        <Row gutter={[16, 0]}>
          {fields.map((field) => (
            <Col key={field.key} span={field.span ?? 12}>
              <Form.Item label={field.label} style={{ marginBottom: 16 }}>
                <FilterControl
                  field={field}
                  value={draft[field.key]}
                  onChange={(value) => onDraft(field.key, value)}
                  onEnter={onApply}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </GuardedModal>
  );
}
