/** An open drawer or dialog, as the browser's Back button sees it: asked to close (it may ask the user first). */
export interface OpenOverlay {
  requestClose: () => void;
}

// Opened last is on top: Back closes the top one first (a dialog opened from a drawer before the drawer).
const open: OpenOverlay[] = [];

/** Puts an opened overlay on top of the stack; the answer takes it off again (on close or unmount). */
export function registerOverlay(overlay: OpenOverlay): () => void {
  open.push(overlay);
  return () => {
    const at = open.lastIndexOf(overlay);
    if (at !== -1) open.splice(at, 1);
  };
}

/** The overlay Back should close now, if any is open. */
export function topOverlay(): OpenOverlay | undefined {
  return open[open.length - 1];
}
