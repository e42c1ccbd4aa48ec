import { calls } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { offerNextStep } from '../../kit/feedback';
import { adListPath } from '../../shared/adLinks';
import AdGroupForm, { type AdGroupFormProps } from './AdGroupForm';
import EditDrawer, { type EditDrawerTarget } from './EditDrawer';
import { ADD_ON_ARRIVAL } from './nextStep';

/** What the drawer shows: a new ad group (id null) or an existing one. */
export type AdGroupDrawerTarget = EditDrawerTarget;

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
  const navigate = useNavigate();
  // a new ad group delivers nothing until it has an ad: that is the next step
  const created = (id: number) => {
    onClose();
    offerNextStep(
      t('campaigns.next.adTitle'),
      t('campaigns.next.ad'),
      () => navigate(adListPath(campaign.id, id), { state: ADD_ON_ARRIVAL }),
      'next-add-ad',
    );
  };
  return (
    <EditDrawer
      target={target}
      width={960}
      texts="campaigns.groupForm"
      testId="ad-group-drawer"
      detail={calls.campaigns.groupDetail}
      detailInput={(id) => ({ ad_group_id: id })}
      form={(item) => (
        <AdGroupForm campaign={campaign} item={item} onSaved={item ? onClose : created} onCancel={onClose} />
      )}
      onClose={onClose}
    />
  );
}
