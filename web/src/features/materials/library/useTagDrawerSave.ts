import type { Envelope } from '@adconsole/contract';
import { AccountRelationType, calls, type MaterialItem } from '@adconsole/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessMessage, quietFailureText } from '../../../app/errors';
import { useCallMutation } from '../../../app/useCall';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import { materialChange } from '../api';
import type { RelationValues } from './AccountRelationFields';
import { type BoundRefusal, boundRefusal, isBoundCode } from './boundMessage';

import { type SmartMode, smartTagResult } from './smartTags';

/** What the drawer asks to save: the checked materials and either manual tags or a smart source. */
export interface TagDrawerInput {
  items: readonly MaterialItem[];
  tagMode: 'manual' | 'smart';
  manual: number[];
  smart: { source: MaterialItem | null; mode: SmartMode };
}

/** A refusal to show inside the drawer: the translated text and, for 10001 / 10002, the ads that hold on. */
export type DrawerRefusal = { text: string } & Partial<BoundRefusal>;

/**
 * The saves of the batch-tag drawer. Batch: manual tags and smart replace set the same tags on every checked
 * material (POST /batch_tag); smart delete leaves each material its own remainder (POST /tag). Single: name, tags and
 * account links through POST /save, where removing an account whose ads use the material is refused (10001 / 10002).
 */
export function useTagDrawerSave(onSaved: () => void) {
  const { t } = useTranslation();
  const batchTag = useCallMutation(calls.materials.batchTag, materialChange);
  const tagEach = useCallMutation(calls.materials.tag, materialChange);
  const save = useCallMutation(calls.materials.save, materialChange);
  const [refusal, setRefusal] = useState<DrawerRefusal | null>(null);

  // Answers true when saved; otherwise the reason is on screen (a toast, or the refusal inside the drawer).
  const settle = async (call: () => Promise<Envelope<unknown>>): Promise<boolean> => {
    setRefusal(null);
    try {
      const answer = await call();
      if (answer.code === 200) {
        toastSuccess(t('library.saved'));
        onSaved();
        return true;
      }
      const text = businessMessage(answer.code, answer.data, answer.msg);
      if (isBoundCode(answer.code)) setRefusal({ text, ...boundRefusal(answer.data) });
      else setRefusal({ text });
    } catch (error) {
      const text = quietFailureText(error);
      if (text) setRefusal({ text });
    }
    return false;
  };

  /** The tags each material ends with, or null (after a warning) when there is nothing to save yet. */
  const tagsFor = (input: TagDrawerInput, item: MaterialItem): number[] | null => {
    if (input.tagMode === 'manual') return input.manual;
    if (!input.smart.source) {
      toastWarning(t('library.smart.pickFirst'));
      return null;
    }
    return smartTagResult(item.tag_ids, input.smart.source.tag_ids, input.smart.mode);
  };

  const saveBatch = (input: TagDrawerInput): Promise<boolean> | false => {
    if (input.items.length === 0) {
      toastWarning(t('library.drawer.atLeastOne'));
      return false;
    }
    const ids = input.items.map((item) => item.id);
    if (input.tagMode === 'manual') {
      // spec: tagging with nothing chosen asks to tag first
      if (input.manual.length === 0) {
        toastWarning(t('library.tags.tagFirst'));
        return false;
      }
      return settle(() => batchTag.mutateAsync({ material_ids: ids, tag_ids: input.manual }));
    }
    const source = input.smart.source;
    if (!source) {
      toastWarning(t('library.smart.pickFirst'));
      return false;
    }
    if (input.smart.mode === 'replace') {
      return settle(() => batchTag.mutateAsync({ material_ids: ids, tag_ids: source.tag_ids }));
    }
    return settle(() =>
      tagEach.mutateAsync(
        input.items.map((item) => ({
          material_id: item.id,
          tag_ids: smartTagResult(item.tag_ids, source.tag_ids, 'delete'),
        })),
      ),
    );
  };

  const saveSingle = (
    input: TagDrawerInput,
    values: RelationValues & { material_name: string },
  ): Promise<boolean> | false => {
    const item = input.items[0];
    if (!item) return false;
    const tags = tagsFor(input, item);
    if (!tags) return false;
    const type = values.account_relation_type;
    const accounts = values.account_ids ?? [];
    // spec: saving needs the association type, and type 2 at least one account
    if (!type || (type === AccountRelationType.SPECIFIED && accounts.length === 0)) {
      toastWarning(t('library.relation.need'));
      return false;
    }
    return settle(() =>
      save.mutateAsync({
        material_id: item.id,
        material_name: values.material_name.trim(),
        tag_ids: tags,
        account_relation_type: type,
        account_ids: type === AccountRelationType.SPECIFIED ? accounts : [],
      }),
    );
  };

  return {
    saveBatch,
    saveSingle,
    refusal,
    clearRefusal: () => setRefusal(null),
    saving: batchTag.isPending || tagEach.isPending || save.isPending,
  };
}
