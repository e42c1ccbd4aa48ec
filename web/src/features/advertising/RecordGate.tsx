import type { Call, CallInput } from '@adconsole/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMissing, useCall } from '../../app/useCall';
import MissingRecord from '../../kit/MissingRecord';

/** Props of the gate of a screen that belongs to one record (a campaign's ad groups, an ad group's ads). */
export interface RecordGateProps<C extends Call> {
  /** the record's detail call and input (the screen reads the same, so it is fetched once) */
  call: C;
  input: CallInput<C>;
  /** the record's kind in `campaigns.gone.<kind>` */
  kind: 'campaign' | 'adGroup';
  id: number;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/**
 * The screen while its record is there (or still loading); "This campaign no longer exists" with a way back once the
 * server says it is not (deleted since, or a bad id in the address).
 */
export default function RecordGate<C extends Call>({
  call,
  input,
  kind,
  id,
  backTo,
  backLabel,
  children,
}: RecordGateProps<C>) {
  const { t } = useTranslation();
  // checked again on every arrival (Forward to a page whose record was deleted meanwhile), not taken from the cache
  const record = useCall(call, input, { refetchOnMount: 'always' });
  if (!isMissing(record.error)) return <>{children}</>;
  return (
    <MissingRecord
      title={t(`campaigns.gone.${kind}`)}
      text={t('campaigns.gone.text', { id })}
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}
