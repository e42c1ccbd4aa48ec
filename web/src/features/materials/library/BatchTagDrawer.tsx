import { type MaterialItem, MaterialLimits, MaterialSource } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { textLimit } from '../../../kit/fieldRules';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import { useTagTree } from '../../../shared/tags/useTagTree';
import AccountRelationFields, { type RelationValues } from './AccountRelationFields';
import BoundAdsList from './BoundAdsList';
import { tagLeafOptions } from './librarySearch';
import ManualTagging from './ManualTagging';
import MaterialChecklist from './MaterialChecklist';
import MaterialFacts from './MaterialFacts';
import SmartTagging from './SmartTagging';
import { commonTags, type SmartMode, smartTagResult } from './smartTags';
import { useTagDrawerSave } from './useTagDrawerSave';

/** Batch mode tags the selected materials; single mode edits one material's name, tags and account links. */
export type TagDrawerMode = 'batch' | 'single';

/** Props of the batch-tag drawer. Mount it afresh (a new key) for each opening: its state starts from `items`. */
export interface BatchTagDrawerProps {
  open: boolean;
  mode: TagDrawerMode;
  items: readonly MaterialItem[];
  onClose: () => void;
  /** after a successful save (the page clears its selection) */
  onSaved?: () => void;
}

type Values = RelationValues & { material_name: string };

// Room for the material list, the tree and the account select side by side with their labels.
const WIDTH = 760;

/** The batch-tag drawer (spec "Batch tag drawer"): linked-accounts and creative-tags tabs, manual and smart tagging. */
export default function BatchTagDrawer({ open, mode, items, onClose, onSaved }: BatchTagDrawerProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const batch = mode === 'batch';
  const single = batch ? null : (items[0] ?? null);
  const [form] = Form.useForm<Values>();
  const [checked, setChecked] = useState(() => new Set(items.map((item) => item.id)));
  const [tab, setTab] = useState(batch ? 'tags' : 'accounts');
  const [tagMode, setTagMode] = useState<'manual' | 'smart'>('manual');
  // batch starts from the tags every material shares, so saving without a change keeps them
  const [manual, setManual] = useState(() => (single ? single.tag_ids : commonTags(items.map((i) => i.tag_ids))));
  const [smart, setSmart] = useState<{ source: MaterialItem | null; mode: SmartMode }>({
    source: null,
    mode: 'replace',
  });
  const { saveBatch, saveSingle, refusal, saving } = useTagDrawerSave(() => {
    onSaved?.();
    onClose();
  });
  const tree = useTagTree();
  const names = useMemo(() => new Map(tagLeafOptions(tree.data ?? []).map((o) => [o.value, o.label])), [tree.data]);

  const chosen = items.filter((item) => checked.has(item.id));
  const input = { items: batch ? chosen : items, tagMode, manual, smart };
  const submit = async () => {
    if (batch) return void (await saveBatch(input));
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      // the failing field may sit on the other tab
      if (!form.getFieldValue('account_relation_type')) setTab('accounts');
      return;
    }
    await saveSingle(input, form.getFieldsValue(true) as Values);
  };

  const smartResult =
    single && smart.source
      ? smartTagResult(single.tag_ids, smart.source.tag_ids, smart.mode).map((id) => ({
          id,
          name: names.get(id) ?? String(id),
        }))
      : null;
  const tagsTab = (
    <div>
      <Segmented
        value={tagMode}
        onChange={(value) => setTagMode(value as 'manual' | 'smart')}
        options={[
          { value: 'manual', label: t('library.drawer.manual') },
          { value: 'smart', label: t('library.drawer.smart') },
        ]}
        style={{ marginBottom: 12 }}
        data-testid="tag-mode"
      />
      {batch && tagMode === 'manual' ? (
        <Alert type="info" showIcon title={t('library.drawer.replaceHint')} style={{ marginBottom: 12 }} />
      ) : null}
      {tagMode === 'manual' ? (
        <ManualTagging value={manual} onChange={setManual} batch={batch} />
      ) : (
        <SmartTagging
          source={smart.source}
          onSource={(source) => setSmart((s) => ({ ...s, source }))}
          mode={smart.mode}
          onMode={(m) => setSmart((s) => ({ ...s, mode: m }))}
          result={smartResult}
        />
      )}
    </div>
  );

  return (
    <GuardedDrawer
      open={open}
      size={WIDTH}
      title={batch ? t('library.drawer.batchTitle', { count: items.length }) : t('library.drawer.editTitle')}
      onClose={onClose}
      destroyOnHidden
      data-testid="tag-drawer"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="drawer-ok">
            {t('common.confirm')}
          </Button>
        </Space>
      }
    >
      {refusal ? (
        <Alert
          type="error"
          showIcon
          title={refusal.text}
          description={
            refusal.ads?.length ? (
              <BoundAdsList ads={refusal.ads} linked={access.can['ad.view']} onNavigate={onClose} />
            ) : undefined
          }
          style={{ marginBottom: 16 }}
          data-testid="drawer-refusal"
        />
      ) : null}
      {batch ? <MaterialChecklist items={items} checked={checked} onChange={setChecked} /> : null}
      {single ? (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            material_name: single.name,
            account_relation_type: single.account_relation_type as 1 | 2,
            account_ids: single.accounts.map((a) => a.account_id),
          }}
        >
          <MaterialFacts item={single} />
          <Form.Item
            name="material_name"
            label={t('library.info.name')}
            rules={[
              { required: true, whitespace: true, message: t('library.info.nameRequired') },
              textLimit(t, MaterialLimits.NAME_MAX).rule,
            ]}
            style={{ marginTop: 16 }}
          >
            <Input
              {...textLimit(t, MaterialLimits.NAME_MAX).input}
              onPressEnter={() => void submit()}
              data-testid="material-name"
            />
          </Form.Item>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'accounts',
                label: t('library.drawer.tab.accounts'),
                // the account fields must exist even while the tags tab shows, or the save would miss them
                forceRender: true,
                children: <AccountRelationFields readOnly={single.source === MaterialSource.PARTNER} />,
              },
              { key: 'tags', label: t('library.drawer.tab.tags'), children: tagsTab },
            ]}
          />
        </Form>
      ) : (
        // spec: the linked-accounts tab is hidden in batch mode
        <Tabs
          style={{ marginTop: 12 }}
          activeKey="tags"
          items={[{ key: 'tags', label: t('library.drawer.tab.tags'), children: tagsTab }]}
        />
      )}
    </GuardedDrawer>
  );
}
