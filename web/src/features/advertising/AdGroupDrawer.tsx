import { calls } from '@adconsole/contract';
import AdGroupForm, { type AdGroupFormProps } from './AdGroupForm';
import EditDrawer, { type EditDrawerTarget } from './EditDrawer';

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
  return (
    <EditDrawer
      target={target}
      width={960}
      texts="campaigns.groupForm"
      testId="ad-group-drawer"
      detail={calls.campaigns.groupDetail}
      detailInput={(id) => ({ ad_group_id: id })}
      form={(item) => <AdGroupForm campaign={campaign} item={item} onSaved={onClose} onCancel={onClose} />}
      onClose={onClose}
    />
  );
}
