import type { MaterialItem } from '@adconsole/contract';
import { useState } from 'react';
import BatchTagDrawer, { type TagDrawerMode } from './BatchTagDrawer';
import EditTagsDialog from './EditTagsDialog';
import MaterialAccountsDialog from './MaterialAccountsDialog';
import PreviewViewer from './PreviewViewer';
import RejectDialog from './RejectDialog';
import VideoPlayerDialog from './VideoPlayerDialog';

/** A drawer or dialog that keeps its items after closing (so it can animate out) and mounts afresh per opening. */
interface Opening<E> {
  seq: number;
  open: boolean;
  items: readonly MaterialItem[];
  extra: E;
}

/** Which of the library's dialogs is open, and on what. */
export interface LibraryDialogState {
  previewId: number | null;
  playing: MaterialItem | null;
  accountsOf: MaterialItem | null;
  drawer: Opening<TagDrawerMode>;
  editTags: Opening<boolean>;
}

const INITIAL: LibraryDialogState = {
  previewId: null,
  playing: null,
  accountsOf: null,
  drawer: { seq: 0, open: false, items: [], extra: 'batch' },
  editTags: { seq: 0, open: false, items: [], extra: false },
};

type Closable = 'previewId' | 'playing' | 'accountsOf' | 'drawer' | 'editTags';

/** The open/close state of the library's dialogs and the actions that open them. */
export function useLibraryDialogs() {
  const [state, setState] = useState(INITIAL);
  const reopen = <E,>(current: Opening<E>, items: readonly MaterialItem[], extra: E): Opening<E> => ({
    seq: current.seq + 1,
    open: true,
    items,
    extra,
  });
  return {
    state,
    preview: (item: MaterialItem) => setState((s) => ({ ...s, previewId: item.id })),
    play: (item: MaterialItem) => setState((s) => ({ ...s, playing: item })),
    accounts: (item: MaterialItem) => setState((s) => ({ ...s, accountsOf: item })),
    drawer: (mode: TagDrawerMode, items: readonly MaterialItem[]) =>
      setState((s) => ({ ...s, drawer: reopen(s.drawer, items, mode) })),
    editTags: (batch: boolean, items: readonly MaterialItem[]) =>
      setState((s) => ({ ...s, editTags: reopen(s.editTags, items, batch) })),
    close: (which: Closable) =>
      setState((s) =>
        which === 'drawer' || which === 'editTags'
          ? { ...s, [which]: { ...s[which], open: false } }
          : { ...s, [which]: null },
      ),
  };
}

/** Props of the dialogs: their state, the page's rows (the preview steps through them) and the reject flow. */
export interface LibraryDialogsProps {
  state: LibraryDialogState;
  close: (which: Closable) => void;
  rows: readonly MaterialItem[];
  onSaved: () => void;
  rejecting: readonly MaterialItem[] | null;
  rejectSaving: boolean;
  onReject: (reason: string) => void;
  onCloseReject: () => void;
}

/** Every dialog of a library: preview viewer, player, linked accounts, batch-tag drawer, edit tags and reject. */
export default function LibraryDialogs(props: LibraryDialogsProps) {
  const { state, close, rows, onSaved } = props;
  const images = rows.filter((row) => row.type === 1);
  return (
    <>
      <PreviewViewer items={images} openId={state.previewId} onClose={() => close('previewId')} />
      <VideoPlayerDialog item={state.playing} onClose={() => close('playing')} />
      <MaterialAccountsDialog item={state.accountsOf} onClose={() => close('accountsOf')} />
      {state.drawer.seq > 0 ? (
        <BatchTagDrawer
          key={state.drawer.seq}
          open={state.drawer.open}
          mode={state.drawer.extra}
          items={state.drawer.items}
          onClose={() => close('drawer')}
          onSaved={onSaved}
        />
      ) : null}
      {state.editTags.seq > 0 ? (
        <EditTagsDialog
          key={state.editTags.seq}
          open={state.editTags.open}
          batch={state.editTags.extra}
          items={state.editTags.items}
          onClose={() => close('editTags')}
          onSaved={onSaved}
        />
      ) : null}
      <RejectDialog
        open={props.rejecting !== null}
        items={props.rejecting ?? []}
        saving={props.rejectSaving}
        onReject={props.onReject}
        onClose={props.onCloseReject}
      />
    </>
  );
}
