import Form, { type FormInstance, type FormProps } from 'antd/es/form';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import GuardedModal from './GuardedModal';

/** A field's refusal as the form shows it under the field. */
export interface FormDialogFieldError {
  name: string;
  errors: string[];
}

/**
 * How a save ended: true closes the dialog; false keeps it open (the refusal was told already); field errors keep it
 * open and show each under its field (a refusal code mapped onto the field it is about).
 */
export type FormDialogResult = boolean | readonly FormDialogFieldError[];

/** Props of a modal form: its form, title, first values, fields, and the save. */
export interface FormDialogProps<V extends object> {
  form: FormInstance<V>;
  title: ReactNode;
  width?: number;
  /** the OK button's text; "Confirm" when not given */
  okText?: string;
  initialValues: FormProps<V>['initialValues'];
  /** saves the validated values (once at a time: Enter and the button do not save twice) */
  onSubmit: (values: V) => Promise<FormDialogResult>;
  onClose: () => void;
  onValuesChange?: FormProps<V>['onValuesChange'];
  requiredMark?: boolean;
  testId?: string;
  children: ReactNode;
}

/** Enter in a text input submits; not in a select (it picks), a text area (a new line) or while an IME composes. */
function submitsOnEnter(event: KeyboardEvent<HTMLFormElement>): boolean {
  const target = event.target as HTMLElement;
  return (
    event.key === 'Enter' &&
    !event.nativeEvent.isComposing &&
    target instanceof HTMLInputElement &&
    !target.closest('.ant-select, .ant-picker, .ant-cascader')
  );
}

/**
 * A modal form, open while it is shown: a vertical form whose OK button and Enter in any text input validate and
 * save once at a time (the button spinning meanwhile); a save that ends well closes it, a refusal stays with its
 * field errors shown under their fields. The dialog is rebuilt on each opening (the caller renders it when open).
 * Closing it with changed fields (X, Cancel, Esc, mask, Back) asks before discarding them.
 */
export default function FormDialog<V extends object>({
  form,
  title,
  width = 520,
  okText,
  initialValues,
  onSubmit,
  onClose,
  onValuesChange,
  requiredMark,
  testId,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const running = useRef(false);
  const [saving, setSaving] = useState(false);

  const save = async (values: V) => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      const result = await onSubmit(values);
      if (result === true) return onClose();
      if (Array.isArray(result)) form.setFields(result.map(({ name, errors }) => ({ name: name as never, errors })));
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return (
    <GuardedModal
      open
      width={width}
      title={title}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={(values) => void save(values)}
        onKeyDown={(event) => {
          if (!submitsOnEnter(event)) return;
          // the browser's own submission of a one-field form would save a second time
          event.preventDefault();
          form.submit();
        }}
        data-testid={testId}
      >
        {children}
      </Form>
    </GuardedModal>
  );
}
