import { calls } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { offerNextStep } from '../../kit/feedback';
import { groupListPath } from '../../shared/campaignLinks';
import CampaignForm from './CampaignForm';
import EditDrawer, { type EditDrawerTarget } from './EditDrawer';
import { ADD_ON_ARRIVAL } from './nextStep';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a new campaign has nothing to deliver yet: the next step is its first ad group
  const created = (id: number) => {
    onClose();
    offerNextStep(
      t('campaigns.next.adGroupTitle'),
      t('campaigns.next.adGroup'),
      () => navigate(groupListPath(id), { state: ADD_ON_ARRIVAL }),
      'next-add-ad-group',
    );
  };
  return (
    <EditDrawer
      target={target}
      width={900}
      texts="campaigns.form"
      testId="campaign-drawer"
      detail={calls.campaigns.detail}
      detailInput={(id) => ({ campaign_id: id })}
      form={(item) => <CampaignForm item={item} onSaved={item ? onClose : created} onCancel={onClose} />}
      onClose={onClose}
    />
  );
}
