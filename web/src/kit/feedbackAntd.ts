import Button from 'antd/es/button';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { createElement } from 'react';
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

/** Opens a success notification that offers the next step as its button (it closes when the button is used). */
export function showNextStep(title: string, action: string, onAction: () => void, testId: string): void {
  const key = `next:${testId}`;
  const run = () => {
    notification.destroy(key);
    onAction();
  };
  notification.success({
    key,
    title,
    duration: 10,
    actions: createElement(Button, { type: 'primary', size: 'small', onClick: run, 'data-testid': testId }, action),
  });
}

/** Closes every toast and alert at once. */
export function closeAll(): void {
  message.destroy();
  notification.destroy();
}
