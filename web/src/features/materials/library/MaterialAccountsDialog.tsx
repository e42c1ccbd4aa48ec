import { calls, type MaterialItem } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';
import LinkedAccountsDialog from '../../../kit/LinkedAccountsDialog';
import BoundAdsList from './BoundAdsList';

/**
 * A material's linked accounts (GET /v1/material/ad_account): every account, whether it is linked, and the ads of
 * each account that use the material, expandable per account.
 */
export default function MaterialAccountsDialog({ item, onClose }: { item: MaterialItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useAccess();
  const answer = useCall(calls.materials.adAccount, item ? { material_id: item.id } : null);
  return (
    <LinkedAccountsDialog
      open={item !== null}
      title={t('library.accountsDialog.title', { name: item?.name ?? '' })}
      source={{ ...answer, data: answer.data?.accounts }}
      notice={
        answer.data?.account_relation_type === 1 ? (
          <Alert type="info" showIcon title={t('library.accountsDialog.all')} style={{ marginBottom: 12 }} />
        ) : null
      }
      expandedRow={(row) =>
        row.ads.length > 0 ? <BoundAdsList ads={row.ads} linked={access.can['ad.view']} onNavigate={onClose} /> : null
      }
      onClose={onClose}
    />
  );
}
