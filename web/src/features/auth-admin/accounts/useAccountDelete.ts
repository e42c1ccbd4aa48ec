import { type AccountDetail, Code, calls } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { directoryChange } from '../directory/outcome';

/** The delete flow of an account: confirm, then delete; a refusal names what still holds the account. */
export function useAccountDelete(): (account: AccountDetail) => void {
  const { t } = useTranslation();
  const remove = useCallMutation(calls.authAdmin.deleteAccount, directoryChange);
  return (account) =>
    Modal.confirm({
      title: t('directory.account.deleteTitle', { name: account.account_name }),
      content: t('directory.account.deleteText'),
      okText: t('directory.account.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const outcome = await remove.mutateAsync({ id: account.id });
        if (outcome.ok) toastSuccess(t('directory.deleted'));
        // what holds the account stays on screen until read: the administrator has to go and move it
        else if (outcome.code === Code.ACCOUNT_IN_USE)
          Modal.warning({
            title: t('directory.account.cannotDelete'),
            content: outcome.text,
            okText: t('common.confirm'),
          });
        else if (outcome.text) toastError(outcome.text);
      },
    });
}
