import { calls, type RoleListItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';

/** The delete flow of a role: confirm, then delete; a refusal (users hold it) says why by its code. */
export function useRoleDelete(): (role: RoleListItem) => void {
  const { t } = useTranslation();
  const remove = useCallMutation(calls.authAccess.deleteRole, accessChange);
  return (role) =>
    Modal.confirm({
      title: t('authAccess.role.deleteTitle', { name: role.name }),
      content: t('authAccess.role.deleteText'),
      okText: t('authAccess.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => settleChange(remove.mutateAsync({ id: role.id }), { success: t('authAccess.deleted') }),
    });
}
