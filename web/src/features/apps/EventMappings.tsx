import { AppLimits, calls, EVENT_TYPES, type EventMappingItem } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../app/useCall';
import { toastError, toastSuccess } from '../../kit/feedback';
import { requiredRule } from '../../kit/fieldRules';
import ListTable from '../../kit/ListTable';
import { textColor } from '../../kit/theme';
import { appChange } from './api';
import { eventNameProblem } from './appRules';

/** Props of an app's event mappings: the app, and whether the role may change them (app.edit). */
export interface EventMappingsProps {
  appId: number;
  canEdit: boolean;
}

interface AddValues {
  event_name: string;
  event_type?: number;
}

/** The app's conversion event mappings (app event name → platform event type): listed, added, deleted (4001 in use). */
export default function EventMappings({ appId, canEdit }: EventMappingsProps) {
  const { t } = useTranslation();
  const mappings = useCall(calls.apps.eventMappings, { promotion_app_id: appId });
  const add = useCallMutation(calls.apps.addEventMapping, appChange);
  const remove = useCallMutation(calls.apps.removeEventMapping, appChange);
  const [form] = Form.useForm<AddValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const typeLabel = (type: number) => t(`apps.eventType.${type}`, { defaultValue: String(type) });

  const submit = async (values: AddValues) => {
    setRefusal(null);
    const outcome = await add.mutateAsync({
      promotion_app_id: appId,
      event_name: values.event_name.trim(),
      event_type: values.event_type ?? 0,
    });
    if (!outcome.ok) return setRefusal(outcome.text ?? outcome.fields.map((f) => f.message).join('; '));
    toastSuccess(t('apps.events.added'));
    form.resetFields();
  };

  const drop = async (item: EventMappingItem) => {
    const outcome = await remove.mutateAsync({ id: item.id });
    if (outcome.ok) toastSuccess(t('apps.events.deleted'));
    else if (outcome.text) toastError(outcome.text);
  };

  return (
    <section aria-labelledby="app-events-title" data-testid="app-events">
      <Typography.Title level={5} id="app-events-title" style={{ marginTop: 0 }}>
        {t('apps.events.title')}
      </Typography.Title>
      <p style={{ color: textColor.muted, marginTop: 0 }}>{t('apps.events.hint')}</p>
      {mappings.isError ? (
        <Alert type="error" showIcon title={t('apps.events.error')} />
      ) : (
        <ListTable<EventMappingItem>
          size="small"
          loading={mappings.isLoading}
          rows={mappings.data}
          empty={t('apps.events.empty')}
          columns={[
            {
              key: 'name',
              title: t('apps.events.name'),
              render: (_, item) => <span data-testid="app-event-name">{item.event_name}</span>,
            },
            {
              key: 'type',
              title: t('apps.events.type'),
              width: 200,
              render: (_, item) => (
                <span>
                  {typeLabel(item.event_type)}
                  {item.in_use ? (
                    <Tag color="blue" style={{ marginInlineStart: 8 }}>
                      {t('apps.events.inUse')}
                    </Tag>
                  ) : null}
                </span>
              ),
            },
            ...(canEdit
              ? [
                  {
                    key: 'action',
                    title: t('apps.events.action'),
                    width: 100,
                    render: (_: unknown, item: EventMappingItem) => (
                      <Popconfirm
                        title={t('apps.events.deleteTitle', { name: item.event_name })}
                        okText={t('apps.delete.ok')}
                        cancelText={t('common.cancel')}
                        okButtonProps={{ danger: true, 'data-testid': 'app-event-delete-ok' }}
                        onConfirm={() => drop(item)}
                      >
                        <Button
                          type="link"
                          size="small"
                          danger
                          aria-label={t('apps.events.deleteOf', { name: item.event_name })}
                          data-testid="app-event-delete"
                        >
                          {t('apps.events.delete')}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
          data-testid="app-events-table"
        />
      )}
      {canEdit ? (
        <Form<AddValues>
          form={form}
          layout="inline"
          onFinish={(values) => void submit(values)}
          onValuesChange={() => setRefusal(null)}
          style={{ marginTop: 12, rowGap: 8 }}
          data-testid="app-event-form"
        >
          <Form.Item
            name="event_name"
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = eventNameProblem(value ?? '');
                  return problem
                    ? Promise.reject(new Error(t(problem, { max: AppLimits.EVENT_NAME_MAX })))
                    : Promise.resolve();
                },
              },
            ]}
            style={{ flex: 1, minWidth: 200 }}
          >
            <Input
              placeholder={t('apps.events.namePlaceholder')}
              aria-label={t('apps.events.name')}
              data-testid="app-event-name-input"
            />
          </Form.Item>
          <Form.Item name="event_type" rules={[requiredRule(t, t('apps.events.type'), 'choose')]}>
            <Select
              style={{ width: 180 }}
              placeholder={t('apps.events.typePlaceholder')}
              aria-label={t('apps.events.type')}
              options={EVENT_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
              data-testid="app-event-type"
            />
          </Form.Item>
          <Form.Item style={{ marginInlineEnd: 0 }}>
            <Button htmlType="submit" icon={<PlusOutlined />} loading={add.isPending} data-testid="app-event-add">
              {t('apps.events.add')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {refusal ? (
        <Alert type="error" showIcon title={refusal} style={{ marginTop: 8 }} data-testid="app-event-refusal" />
      ) : null}
    </section>
  );
}
