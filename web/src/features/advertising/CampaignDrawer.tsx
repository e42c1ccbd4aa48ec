import { calls } from '@adconsole/contract';
import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../app/useCall';
import CampaignForm from './CampaignForm';
import DetailGate from './DetailGate';

/** What the drawer shows: a new campaign (id null) or an existing one; `opening` remounts the form on every open. */
export interface CampaignDrawerTarget {
  id: number | null;
  opening: number;
}

const WIDTH = 900;

/** The create / edit drawer of the campaign list. */
export default function CampaignDrawer({
  target,
  onClose,
}: {
  target: CampaignDrawerTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={target !== null}
      size={WIDTH}
      title={t(target?.id ? 'campaigns.form.title.edit' : 'campaigns.form.title.create')}
      onClose={onClose}
      destroyOnHidden
      data-testid="campaign-drawer"
    >
      {target && target.id === null ? (
        <CampaignForm key={target.opening} item={null} onSaved={onClose} onCancel={onClose} />
      ) : null}
      {target && target.id !== null ? <EditBody key={target.opening} id={target.id} onClose={onClose} /> : null}
    </Drawer>
  );
}

function EditBody({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useCall(calls.campaigns.detail, id === null ? null : { campaign_id: id });
  return (
    <DetailGate query={detail} failed="campaigns.form.loadFailed">
      {(item) => <CampaignForm item={item} onSaved={onClose} onCancel={onClose} />}
    </DetailGate>
  );
}
