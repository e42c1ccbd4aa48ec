import { calls } from '@adconsole/contract';
import CampaignForm from './CampaignForm';
import EditDrawer, { type EditDrawerTarget } from './EditDrawer';

/** What the drawer shows: a new campaign (id null) or an existing one. */
export type CampaignDrawerTarget = EditDrawerTarget;

/** The create / edit drawer of the campaign list. */
export default function CampaignDrawer({
  target,
  onClose,
}: {
  target: CampaignDrawerTarget | null;
  onClose: () => void;
}) {
  return (
    <EditDrawer
      target={target}
      width={900}
      texts="campaigns.form"
      testId="campaign-drawer"
      detail={calls.campaigns.detail}
      detailInput={(id) => ({ campaign_id: id })}
      form={(item) => <CampaignForm item={item} onSaved={onClose} onCancel={onClose} />}
      onClose={onClose}
    />
  );
}
