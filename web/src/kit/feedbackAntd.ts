import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { applyAntdContext } from './antdContext';

applyAntdContext();
message.config({ maxCount: 3 });

/** Opens an antd message; the same text replaces itself instead of stacking. */
export function showMessage(type: 'error' | 'success' | 'warning', text: string, durationMs: number): void {
  void message.open({ type, content: text, duration: durationMs / 1000, key: `${type}:${text}` });
}

/** Opens an antd error notification that stays until closed. */
export function showAlert(title: string, description: string): void {
  notification.error({ key: title, title, description, duration: 0 });
}

/** Closes every toast and alert at once. */
export function closeAll(): void {
  message.destroy();
  notification.destroy();
}
