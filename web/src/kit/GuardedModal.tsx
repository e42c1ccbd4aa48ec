import Modal, { type ModalProps } from 'antd/es/modal';
import { useDiscardGuard } from './useDiscardGuard';

/**
 * antd's Modal that does not lose work: its X, Cancel, Esc, mask click and the browser's Back close it, asking first
 * when a form inside was changed (the caller's onCancel runs only once closing is agreed). A save that closes it asks
 * nothing.
 */
export default function GuardedModal({
  open = false,
  onCancel,
  watchForms = true,
  children,
  ...props
}: ModalProps & {
  /** false for a picker, a viewer or a filter: Back closes it, closing never asks */
  watchForms?: boolean;
}) {
  const guard = useDiscardGuard(open, onCancel ? () => onCancel(undefined as never) : undefined);
  return (
    <Modal open={open} onCancel={guard.requestClose} {...props}>
      {watchForms ? guard.wrap(children) : children}
    </Modal>
  );
}
