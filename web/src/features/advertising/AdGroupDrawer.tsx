import { calls } from '@adconsole/contract';
import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../app/useCall';
import AdGroupForm, { type AdGroupFormProps } from './AdGroupForm';
import DetailGate from './DetailGate';

/** What the drawer shows: a new ad group (id null) or an existing one; `opening` remounts the form on every open. */
export interface AdGroupDrawerTarget {
  id: number | null;
  opening: number;
}

const WIDTH = 960;

/** The create / edit drawer of an ad group under its campaign. */
export default function AdGroupDrawer({
  target,
  campaign,
  onClose,
}: {
  target: AdGroupDrawerTarget | null;
  campaign: AdGroupFormProps['campaign'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={target !== null}
      size={WIDTH}
      title={t(target?.id ? 'campaigns.groupForm.title.edit' : 'campaigns.groupForm.title.create')}
      onClose={onClose}
      destroyOnHidden
      data-testid="ad-group-drawer"
    >
      {target && target.id === null ? (
        <AdGroupForm key={target.opening} campaign={campaign} item={null} onSaved={onClose} onCancel={onClose} />
      ) : null}
      {target && target.id !== null ? (
        <EditBody key={target.opening} id={target.id} campaign={campaign} onClose={onClose} />
      ) : null}
    </Drawer>
  );
}

function EditBody({
  id,
  campaign,
  onClose,
}: {
  id: number;
  campaign: AdGroupFormProps['campaign'];
  onClose: () => void;
}) {
  const detail = useCall(calls.campaigns.groupDetail, id === null ? null : { ad_group_id: id });
  return (
    <DetailGate query={detail} failed="campaigns.groupForm.loadFailed">
      {(item) => <AdGroupForm campaign={campaign} item={item} onSaved={onClose} onCancel={onClose} />}
    </DetailGate>
  );
}
