import { type Call, PlacementLimits } from '@adconsole/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import FormDialog from '../../kit/FormDialog';
import { textLimit } from '../../kit/fieldRules';
import { onText, ruleOf } from '../../kit/ruleOf';
import { settleSave, usePlacementChange } from './api';
import { codeProblem, nameProblem } from './placementRules';

interface Values {
  name: string;
  code: string;
}

const FIELDS = ['name', 'code'] as const;

/** The calls and texts of a catalogue whose entries are a name and a code (the DSPs, the ad platforms). */
export interface CodedCatalogue {
  create: Call & { body: 'dspCreateRequest' | 'adPlatformCreateRequest' };
  edit: Call & { body: 'dspEditRequest' | 'adPlatformEditRequest' };
  /** the locale prefix of its texts (`placements.dsp`) */
  texts: string;
  testId: string;
}

/** The add/edit dialog of a DSP or an ad platform (null: a new one): a name, and the code integrations know it by. */
export default function CodedFormDialog({
  catalogue,
  entry,
  onClose,
}: {
  catalogue: CodedCatalogue;
  entry: { id: number; name: string; code: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = usePlacementChange(catalogue.create);
  const edit = usePlacementChange(catalogue.edit);
  const key = (name: string) => `${catalogue.texts}.${name}`;

  const submit = async (values: Values) => {
    const body = { name: values.name.trim(), code: values.code.trim() };
    return settleSave(await (entry ? edit({ id: entry.id, ...body }) : create(body)), FIELDS);
  };

  return (
    <FormDialog<Values>
      form={form}
      width={480}
      title={t(key(entry ? 'editTitle' : 'addTitle'))}
      initialValues={{ name: entry?.name ?? '', code: entry?.code ?? '' }}
      onSubmit={submit}
      onClose={onClose}
      testId={`${catalogue.testId}-form`}
    >
      <Form.Item name="name" label={t(key('field.name'))} required rules={[ruleOf(onText(nameProblem), t)]}>
        <Input {...textLimit(t, PlacementLimits.NAME_MAX).input} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t(key('field.code'))}
        required
        rules={[ruleOf(onText(codeProblem), t)]}
        extra={t(key('form.codeHelp'))}
      >
        <Input {...textLimit(t, PlacementLimits.CODE_MAX).input} />
      </Form.Item>
    </FormDialog>
  );
}
