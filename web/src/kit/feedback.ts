// The request layer lives outside React and the login route carries no antd (bundle budget), so toasts load antd's
// message and notification on first use, from a chunk the signed-in pages share anyway.
type Toasts = typeof import('./feedbackAntd');

let loading: Promise<Toasts> | null = null;

function withToasts(use: (toasts: Toasts) => void): void {
  loading ??= import('./feedbackAntd');
  loading.then(use).catch(() => {
    loading = null;
  });
}

/** Starts loading the toast module ahead of need (the signed-in layout calls it once mounted). */
export function preloadFeedback(): void {
  withToasts(() => {});
}

/** The toast module once loaded, if anything asked for a toast so far (else null): component tests close every toast
 * before their file's window goes. */
export function loadedFeedback(): Promise<Toasts | null> {
  return loading ? loading.catch(() => null) : Promise.resolve(null);
}

/** Shows an error toast for `durationMs` (the spec's 3 s by default); one toast per text at a time. */
export function toastError(text: string, durationMs = 3000): void {
  withToasts((toasts) => toasts.showMessage('error', text, durationMs));
}

/** Shows a success toast. */
export function toastSuccess(text: string, durationMs = 2000): void {
  withToasts((toasts) => toasts.showMessage('success', text, durationMs));
}

/** Shows a warning toast. */
export function toastWarning(text: string, durationMs = 3000): void {
  withToasts((toasts) => toasts.showMessage('warning', text, durationMs));
}

/** Offers the next step of a guided path after a save ("Add an ad group"): a notification with that button. */
export function offerNextStep(title: string, action: string, onAction: () => void, testId: string): void {
  withToasts((toasts) => toasts.showNextStep(title, action, onAction, testId));
}

/** Shows a lasting alert (used for request timeouts) until the user closes it. */
export function alertError(title: string, description: string): void {
  withToasts((toasts) => toasts.showAlert(title, description));
}
