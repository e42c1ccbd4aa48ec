import Drawer, { type DrawerProps } from 'antd/es/drawer';
import { useDiscardGuard } from './useDiscardGuard';

/**
 * antd's Drawer that does not lose work: its X, Esc, mask click and the browser's Back close it, asking first when a
 * form inside was changed (the caller's onClose runs only once closing is agreed). A save that closes it by `open`
 * asks nothing.
 */
export default function GuardedDrawer({
  open = false,
  onClose,
  watchForms = true,
  children,
  ...props
}: DrawerProps & {
  /** false for a picker, a viewer or a filter: Back closes it, closing never asks */
  watchForms?: boolean;
}) {
  const guard = useDiscardGuard(open, onClose ? () => onClose(undefined as never) : undefined);
  return (
    <Drawer open={open} onClose={guard.requestClose} {...props}>
      {watchForms ? guard.wrap(children) : children}
    </Drawer>
  );
}
