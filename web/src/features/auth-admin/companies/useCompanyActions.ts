import { Code, type CompanyItem, calls, DirectoryStatus } from '@adconsole/contract';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../app/useCall';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { directoryChange } from '../directory/outcome';
import { isEnabled } from '../directory/status';
import { useSaveCompany } from './api';

/** The confirmed actions of a company row: disable or enable it, delete it (refused while it has accounts or users). */
export function useCompanyActions() {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const remove = useCallMutation(calls.authAdmin.deleteCompany, directoryChange);

  const askStatus = (company: CompanyItem) => {
    const disabling = isEnabled(company.status);
    Modal.confirm({
      title: t(disabling ? 'directory.company.disableTitle' : 'directory.company.enableTitle', { name: company.name }),
      content: disabling ? t('directory.company.disableText') : undefined,
      okText: t(disabling ? 'directory.company.disable' : 'directory.company.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const status = disabling ? DirectoryStatus.DISABLED : DirectoryStatus.ENABLED;
        const outcome = await save.mutateAsync({ id: company.id, status });
        if (outcome.ok) toastSuccess(t(disabling ? 'directory.disabledDone' : 'directory.enabledDone'));
        else if (outcome.text) toastError(outcome.text);
      },
    });
  };

  const askDelete = (company: CompanyItem) =>
    Modal.confirm({
      title: t('directory.company.deleteTitle', { name: company.name }),
      content: t('directory.company.deleteText'),
      okText: t('directory.company.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const outcome = await remove.mutateAsync({ id: company.id });
        if (outcome.ok) toastSuccess(t('directory.deleted'));
        else if (outcome.code === Code.COMPANY_IN_USE)
          Modal.warning({
            title: t('directory.company.cannotDelete'),
            content: outcome.text,
            okText: t('common.confirm'),
          });
        else if (outcome.text) toastError(outcome.text);
      },
    });

  return { askStatus, askDelete };
}
