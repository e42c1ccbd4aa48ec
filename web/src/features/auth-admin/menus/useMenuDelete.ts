import { calls, type MenuItem } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { accessChange } from '../access/accessApi';
import { settleChange } from '../access/changeOutcome';

/** The delete flow of a menu an administrator added: confirm; a refusal names what still holds it. */
export function useMenuDelete(): (menu: MenuItem, title: string) => void {
  const { t } = useTranslation();
  const remove = useCallMutation(calls.authAccess.deleteMenu, accessChange);
  return (menu, title) =>
    Modal.confirm({
      title: t('authAccess.menu.deleteTitle', { name: title }),
      content: t('authAccess.menu.deleteText'),
      okText: t('authAccess.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => settleChange(remove.mutateAsync({ menu_id: menu.id }), { success: t('authAccess.deleted') }),
    });
}
