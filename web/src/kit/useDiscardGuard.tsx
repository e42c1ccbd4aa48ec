import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { discardGate, isUserEdit } from './discardGuard';
import { registerOverlay } from './overlayStack';

/** What a guarded drawer or dialog offers its content: close as its X does, and mark work antd's forms do not see. */
export interface DiscardScope {
  /** closes, asking first when something was changed (a Cancel button inside calls this) */
  requestClose: () => void;
  /** changed work that is not an antd form field (files picked, rows chosen) */
  markDirty: () => void;
  /** the work is saved or dropped by the content itself: closing asks nothing */
  markClean: () => void;
}

const DiscardContext = createContext<DiscardScope | null>(null);

/** The guard of the drawer or dialog around this component, if it is in one. */
export const useDiscardScope = (): DiscardScope | null => useContext(DiscardContext);

/** A form's Cancel inside a guarded drawer or dialog: closes as its X does (asking first when changed). */
export const useGuardedCancel = (cancel: () => void): (() => void) => useDiscardScope()?.requestClose ?? cancel;

/**
 * The lost-work guard of a drawer or dialog (GuardedDrawer and GuardedModal use it): while open it is on the overlay
 * stack (browser Back closes it), every antd form inside marks it changed when the user changes a field, and closing
 * a changed one asks "Discard changes?" first. `scope` wraps the content.
 */
export function useDiscardGuard(open: boolean, close: (() => void) | undefined) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  const closeRef = useRef(close);
  const tRef = useRef(t);
  useEffect(() => {
    closeRef.current = close;
    tRef.current = t;
  });
  const scope = useMemo<DiscardScope>(() => {
    const gate = discardGate((answer) => {
      const text = tRef.current;
      Modal.confirm({
        title: text('kit.discard.title'),
        content: text('kit.discard.text'),
        okText: text('kit.discard.ok'),
        cancelText: text('kit.discard.keep'),
        okButtonProps: { danger: true, 'data-testid': 'discard-ok' } as never,
        cancelButtonProps: { 'data-testid': 'discard-keep' } as never,
        // Enter or a hasty click keeps the work; discarding takes a deliberate choice
        autoFocusButton: 'cancel',
        onOk: () => answer(true),
        onCancel: () => answer(false),
      });
    });
    return {
      requestClose: () =>
        gate(dirty.current, () => {
          dirty.current = false;
          closeRef.current?.();
        }),
      markDirty: () => {
        dirty.current = true;
      },
      markClean: () => {
        dirty.current = false;
      },
    };
  }, []);

  useEffect(() => {
    // each opening starts clean, and so does the closed state
    dirty.current = false;
    return open ? registerOverlay({ requestClose: scope.requestClose }) : undefined;
  }, [open, scope]);

  const wrap = (children: ReactNode) => (
    <DiscardContext.Provider value={scope}>
      <Form.Provider
        onFormChange={(_name, { changedFields }) => {
          if (isUserEdit(changedFields)) scope.markDirty();
        }}
      >
        {children}
      </Form.Provider>
    </DiscardContext.Provider>
  );
  return { ...scope, wrap };
}
