import type { Call, CallAnswer, CallInput } from '@adconsole/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../app/useCall';
import GuardedDrawer from '../../kit/GuardedDrawer';
import DetailGate from './DetailGate';

/** What the drawer shows: a new record (id null) or an existing one; `opening` remounts the form on every open. */
export interface EditDrawerTarget {
  id: number | null;
  opening: number;
}

/** Props of a create / edit drawer of one level (campaign, ad group). */
export interface EditDrawerProps<C extends Call> {
  target: EditDrawerTarget | null;
  width: number;
  /** the locale keys' stem: `<texts>.title.create`, `<texts>.title.edit`, `<texts>.loadFailed` */
  texts: string;
  testId: string;
  /** the detail call an existing record is loaded with, and its input for an id */
  detail: C;
  detailInput: (id: number) => CallInput<C>;
  /** the form, of a new record (null) or of the loaded one */
  form: (item: CallAnswer<C> | null) => ReactNode;
  onClose: () => void;
}

/** The create / edit drawer of a level: a new record's form at once, an existing one's once its detail is loaded. */
export default function EditDrawer<C extends Call>(props: EditDrawerProps<C>) {
  const { target, width, texts, testId, form, onClose } = props;
  const { t } = useTranslation();
  return (
    <GuardedDrawer
      open={target !== null}
      size={width}
      title={t(target?.id ? `${texts}.title.edit` : `${texts}.title.create`)}
      onClose={onClose}
      destroyOnHidden
      data-testid={testId}
    >
      {target && target.id === null ? <Fragment key={target.opening}>{form(null)}</Fragment> : null}
      {target && target.id !== null ? <EditBody key={target.opening} id={target.id} {...props} /> : null}
    </GuardedDrawer>
  );
}

function EditBody<C extends Call>({ id, detail, detailInput, texts, form }: EditDrawerProps<C> & { id: number }) {
  const loaded = useCall(detail, detailInput(id));
  return (
    <DetailGate query={loaded} failed={`${texts}.loadFailed`}>
      {(item) => form(item)}
    </DetailGate>
  );
}
