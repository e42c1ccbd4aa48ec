import { AccountRelationType, Audit, calls, MaterialLimits, TagLimits } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessMessage } from '../../../app/errors';
import { ApiError } from '../../../app/request';
import { useCallMutation } from '../../../app/useCall';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import GuardedModal from '../../../kit/GuardedModal';
import { textColor } from '../../../kit/theme';
import AccountRelationInput from '../../../shared/AccountRelationInput';
import { TagCascader } from '../../../shared/tags/TagCascader';
import { materialChange } from '../api';
import BatchTagTable, { type TagRow } from './BatchTagTable';
import { addRequestOf, type DraftItem, distinctTags, draftProblem, type SaveDraft } from './saveRequest';
import { baseNameOf } from './sniff';
import { uploadedItems } from './uploadItems';
import type { UploadSession } from './useUploadSession';

/** Props of the batch-tag step. */
export interface BatchTagDialogProps {
  open: boolean;
  session: UploadSession;
  onClose: () => void;
  onSaved: (ids: number[]) => void;
}

type Relation = { relationType?: 1 | 2; accountIds: number[] };

const label: React.CSSProperties = { fontWeight: 600, margin: '16px 0 6px' };

/**
 * The step after the upload: common tags (every item gets them, so at most 10), per-item names and tags (each item at
 * most 10 with the common ones, at most 20 distinct across the upload), the account relation,
 * then POST /v1/material/add and "saved successfully, ID: …".
 */
export default function BatchTagDialog({ open, session, onClose, onSaved }: BatchTagDialogProps) {
  const { t } = useTranslation();
  const add = useCallMutation(calls.materials.add, materialChange);
  const { items, accountId, reviewing, review } = session;
  const uploaded = useMemo(() => uploadedItems(items), [items]);
  const [drafts, setDrafts] = useState<Record<string, DraftItem>>({});
  const [commonTags, setCommonTags] = useState<number[]>([]);
  const [relation, setRelation] = useState<Relation>({ accountIds: [] });
  const [problemKey, setProblemKey] = useState<string>();
  // a refusal of the linked accounts shows under them, not in a toast
  const [accountProblem, setAccountProblem] = useState<string>();

  // a fresh draft each time the step opens: the working account is linked by default, the names are the files'
  useEffect(() => {
    if (!open) return;
    setDrafts((previous) =>
      Object.fromEntries(
        uploaded.map((item) => [
          item.key,
          previous[item.key] ?? { key: item.key, name: baseNameOf(item.fileName), tagIds: [], answer: item.answer! },
        ]),
      ),
    );
    setRelation((previous) =>
      previous.relationType !== undefined
        ? previous
        : accountId !== undefined
          ? { relationType: AccountRelationType.SPECIFIED, accountIds: [accountId] }
          : { accountIds: [] },
    );
    setProblemKey(undefined);
    setAccountProblem(undefined);
  }, [open, uploaded, accountId]);

  const usedTags = distinctTags({ items: Object.values(drafts), commonTags });
  const overTags = usedTags > MaterialLimits.UPLOAD_TAGS_MAX;

  const rows: TagRow[] = uploaded
    .filter((item) => drafts[item.key])
    .map((item) => ({ item, draft: drafts[item.key]! }));

  const save = async () => {
    const draft: SaveDraft = {
      items: rows.map((r) => r.draft),
      commonTags,
      ...relation,
      audit: reviewing ? Audit.THIRD_PARTY : Audit.NONE,
      country: reviewing ? review.country : undefined,
    };
    const problem = draftProblem(draft);
    if (problem?.key === 'upload.tag.needAccount') return setAccountProblem(t(problem.key));
    if (problem) {
      setProblemKey(problem.itemKey);
      return toastWarning(t(problem.key, problem.params));
    }
    try {
      const answer = await add.mutateAsync(addRequestOf(draft));
      if (answer.code !== 200) return toastWarning(businessMessage(answer.code, answer.data, answer.msg));
      toastSuccess(t('upload.saved', { ids: answer.data.ids.join(', ') }), 4000);
      onSaved(answer.data.ids);
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'api' || error.status === 400)) toastWarning(error.message);
    }
  };

  return (
    <GuardedModal
      open={open}
      width={980}
      title={t('upload.tag.title')}
      okText={t('upload.tag.save')}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      okButtonProps={{ disabled: rows.length === 0, 'data-testid': 'batch-tag-save' }}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
      data-testid="batch-tag-dialog"
    >
      {reviewing ? (
        <Alert
          type="info"
          showIcon
          title={t('upload.tag.reviewInfo', { country: review.country })}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <div style={{ ...label, marginTop: 0 }}>{t('upload.tag.common')}</div>
      <TagCascader
        value={commonTags}
        onChange={setCommonTags}
        max={TagLimits.PER_MATERIAL}
        limitKind="single"
        style={{ width: '100%' }}
        id="upload-common-tags"
      />
      <div style={{ color: textColor.muted, fontSize: 12, margin: '4px 0 12px' }}>
        {t('upload.tag.commonHelp')}
        {' · '}
        <span data-testid="upload-distinct-tags" style={overTags ? { color: textColor.error } : undefined}>
          {t('upload.tag.distinct', { count: usedTags, max: MaterialLimits.UPLOAD_TAGS_MAX })}
        </span>
      </div>
      <BatchTagTable
        rows={rows}
        problemKey={problemKey}
        onChange={(key, change) => {
          setProblemKey(undefined);
          setDrafts((previous) => ({ ...previous, [key]: { ...previous[key]!, ...change } }));
        }}
      />
      <div style={label}>
        <span aria-hidden="true" style={{ color: textColor.error, marginInlineEnd: 4 }}>
          *
        </span>
        {t('upload.tag.relation')}
      </div>
      <AccountRelationInput
        relationType={relation.relationType}
        accountIds={relation.accountIds}
        lockedAccountId={reviewing ? accountId : undefined}
        onChange={(relationType, accountIds) => {
          setAccountProblem(undefined);
          setRelation({ relationType, accountIds });
        }}
        placeholder={t('upload.tag.accountsPlaceholder')}
        aria-label={t('upload.tag.relation')}
      />
      {accountProblem ? (
        <div role="alert" data-testid="upload-account-problem" style={{ color: textColor.error, marginTop: 4 }}>
          {accountProblem}
        </div>
      ) : null}
      {reviewing ? (
        <div style={{ color: textColor.muted, fontSize: 12, marginTop: 4 }}>{t('upload.tag.reviewAccountFixed')}</div>
      ) : null}
    </GuardedModal>
  );
}
