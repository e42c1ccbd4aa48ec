import { type Call, Code, type PlacementKind } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { businessMessage, quietFailureText } from '../../app/errors';
import { toastError, toastSuccess } from '../../kit/feedback';
import { textColor } from '../../kit/theme';
import { usePlacementChange } from './api';
import { type InUseText, inUseData, inUseText } from './refusals';

/** A delete call of the catalogues: it takes the entry's id. */
type DeleteCall = Call & { query: 'placementIdQuery' };

/** What an "in use" refusal shows: who uses the entry (named, with their accounts), how many more, what to do. */
function InUseContent({ words }: { words: InUseText }) {
  return (
    <div data-testid="placement-in-use">
      <p style={{ marginBottom: 8 }}>{words.lead}</p>
      <ul style={{ paddingInlineStart: 20, marginBottom: 8 }}>
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {words.more ? <p style={{ marginBottom: 8, color: textColor.muted }}>{words.more}</p> : null}
      <p style={{ marginBottom: 0 }}>{words.hint}</p>
    </div>
  );
}

/**
 * The delete flow of a catalogue entry: confirm, then delete; an entry still in use is refused by the server, and the
 * refusal stays on screen naming what uses it (the administrator has to go and change those first).
 */
export function usePlacementDelete(call: DeleteCall, kind: PlacementKind, titleKey: string) {
  const { t } = useTranslation();
  const remove = usePlacementChange(call);
  return (entry: { id: number; name: string }) =>
    Modal.confirm({
      title: t(titleKey, { name: entry.name }),
      content: t('placements.deleteText'),
      okText: t('placements.delete'),
      okButtonProps: { danger: true, 'data-testid': 'placement-delete-ok' } as never,
      cancelText: t('common.cancel'),
      onOk: async () => {
        const ending = await remove({ id: entry.id } as never);
        if ('error' in ending) {
          const text = quietFailureText(ending.error);
          if (text) toastError(text);
          return;
        }
        const { code, data, msg } = ending.envelope;
        if (code === Code.OK) {
          toastSuccess(t('placements.deleted'));
          return;
        }
        const inUse = code === Code.PLACEMENT_IN_USE ? inUseData(data) : null;
        if (inUse) {
          const words = inUseText(inUse, kind, t);
          Modal.warning({
            title: words.title,
            content: <InUseContent words={words} />,
            okText: t('common.confirm'),
            width: 520,
          });
        } else toastError(businessMessage(code, data, msg));
      },
    });
}
