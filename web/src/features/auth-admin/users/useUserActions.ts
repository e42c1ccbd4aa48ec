import { Code, calls, DirectoryStatus, type UserDetail } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { toastSuccess } from '../../../kit/feedback';
import { directoryChange } from '../directory/outcome';
import { isEnabled } from '../directory/status';

/**
 * The confirmed actions of a user row: disable (their sessions end at once) or enable, and delete. A refusal (the last
 * administrator, one's own user) is shown in a dialog that stays until read.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const setStatus = useCallMutation(calls.authAdmin.setUserStatus, directoryChange);
  const remove = useCallMutation(calls.authAdmin.deleteUser, directoryChange);
  const refused = (text: string | null) => {
    if (text) Modal.warning({ title: t('directory.refused'), content: text, okText: t('common.confirm') });
  };

  const changeStatus = async (user: UserDetail, disabling: boolean) => {
    const status = disabling ? DirectoryStatus.DISABLED : DirectoryStatus.ENABLED;
    const outcome = await setStatus.mutateAsync({ id: user.id, status });
    if (outcome.ok) toastSuccess(t(disabling ? 'directory.disabledDone' : 'directory.enabledDone'));
    else refused(outcome.text);
  };

  // a user who created materials or campaigns stays as their creator: the refusal offers to disable them instead
  const offerDisable = (user: UserDetail, text: string | null) =>
    Modal.confirm({
      title: t('directory.user.cannotDelete'),
      content: text,
      okText: t('directory.user.disableInstead'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => changeStatus(user, true),
    });

  const askStatus = (user: UserDetail) => {
    const disabling = isEnabled(user.status);
    Modal.confirm({
      title: t(disabling ? 'directory.user.disableTitle' : 'directory.user.enableTitle', { shareid: user.shareid }),
      content: t(disabling ? 'directory.user.disableText' : 'directory.user.enableText'),
      okText: t(disabling ? 'directory.user.disable' : 'directory.user.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common.cancel'),
      onOk: () => changeStatus(user, disabling),
    });
  };

  const askDelete = (user: UserDetail) =>
    Modal.confirm({
      title: t('directory.user.deleteTitle', { shareid: user.shareid }),
      content: t('directory.user.deleteText'),
      okText: t('directory.user.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const outcome = await remove.mutateAsync({ id: user.id });
        if (outcome.ok) toastSuccess(t('directory.deleted'));
        else if (outcome.code === Code.USER_IN_USE && isEnabled(user.status)) offerDisable(user, outcome.text);
        else refused(outcome.text);
      },
    });

  return { askStatus, askDelete };
}
