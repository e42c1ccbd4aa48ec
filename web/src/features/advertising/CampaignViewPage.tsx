import { calls } from '@adconsole/contract';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccess } from '../../app/access';
import { isMissing, useCall } from '../../app/useCall';
import MissingRecord from '../../kit/MissingRecord';
import { groupListPath, idParam } from '../../shared/campaignLinks';
import CampaignForm from './CampaignForm';
import CampaignRecord from './CampaignRecord';
import DeliveryStatusTag from './DeliveryStatusTag';
import DetailGate from './DetailGate';
import { deliveryView } from './deliveryView';
import NotifyButton from './NotifyButton';

/**
 * /advertising/view?campaign_id=…: the campaign's form, read-only until an authorised role chooses Edit, and its record
 * (id, who made and changed it, billing and set-up state, delivery options and references) in words.
 */
export default function CampaignViewPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const [params] = useSearchParams();
  const id = idParam(params.get('campaign_id'));
  const detail = useCall(calls.campaigns.detail, id === null ? null : { campaign_id: id });
  const [editing, setEditing] = useState(false);

  if (id === null || isMissing(detail.error))
    return (
      <MissingRecord
        title={t('campaigns.gone.campaign')}
        text={t('campaigns.gone.text', { id: params.get('campaign_id') ?? '' })}
        backTo="/advertising/index"
        backLabel={t('campaigns.gone.toCampaigns')}
      />
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Breadcrumb
        items={[
          { title: t('menu.advertising') },
          { title: <Link to="/advertising/index">{t('menu.advertising.index')}</Link> },
          { title: detail.data?.name ?? t('menu.advertising.view') },
        ]}
      />
      <Card
        title={
          <Space>
            <h1 style={{ fontSize: 16, margin: 0 }}>
              {t(editing ? 'campaigns.form.title.edit' : 'campaigns.form.title.view')}
            </h1>
            {detail.data ? <DeliveryStatusTag view={deliveryView(detail.data.delivery, t)} /> : null}
          </Space>
        }
        extra={
          <Space>
            <Link to={groupListPath(id)} data-testid="campaign-view-groups">
              {t('campaigns.form.adGroups')}
            </Link>
            {access.can['campaign.edit'] && detail.data ? <NotifyButton campaignId={id} /> : null}
            {access.can['campaign.edit'] && !editing && detail.data ? (
              <Button type="primary" onClick={() => setEditing(true)} data-testid="campaign-view-edit">
                {t('campaigns.form.edit')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <DetailGate query={detail} failed="campaigns.form.loadFailed">
          {(item) => (
            <CampaignForm
              key={editing ? 'edit' : 'view'}
              item={item}
              readOnly={!editing}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          )}
        </DetailGate>
      </Card>
      {detail.data ? (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('campaignFields.record')}</h2>}>
          <CampaignRecord item={detail.data} />
        </Card>
      ) : null}
    </div>
  );
}
