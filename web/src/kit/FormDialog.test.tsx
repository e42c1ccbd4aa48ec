import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FormDialog, { type FormDialogResult } from './FormDialog';

interface Values {
  name: string;
  kind?: string;
}

function Dialog({ onSubmit, onClose }: { onSubmit: (v: Values) => Promise<FormDialogResult>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values> form={form} title="Thing" initialValues={{ name: '' }} onSubmit={onSubmit} onClose={onClose}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is needed' }]}>
        <Input data-testid="name" />
      </Form.Item>
      <Form.Item name="kind" label="Kind">
        <Select data-testid="kind" showSearch options={[{ value: 'a', label: 'A' }]} />
      </Form.Item>
    </FormDialog>
  );
}

// while saving, the button's name has the spinner's label before its text
const okButton = () => screen.getByText('OK').closest('button') as HTMLButtonElement;
// antd validates and renders asynchronously: a loaded machine takes seconds
const SLOW = { timeout: 5_000 };
const enter = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });

afterEach(() => vi.unstubAllGlobals());

describe('FormDialog', { timeout: 20_000 }, () => {
  it('validates first, then saves once on Enter however often it is pressed, and closes when saved', async () => {
    let finish: (result: FormDialogResult) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<FormDialogResult>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<Dialog onSubmit={onSubmit} onClose={onClose} />);
    enter(screen.getByTestId('name'));
    expect(await screen.findByText('Name is needed', {}, SLOW)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Spring' } });
    enter(screen.getByTestId('name'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    enter(screen.getByTestId('name'));
    fireEvent.click(okButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Spring', kind: undefined });
    finish(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
  });

  it('shows a refusal under its field and stays open; Enter in a select does not save', async () => {
    const onSubmit = vi.fn(async (): Promise<FormDialogResult> => [{ name: 'name', errors: ['Name taken'] }]);
    const onClose = vi.fn();
    render(<Dialog onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Spring' } });
    const search = screen.getByRole('combobox');
    enter(search);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(okButton());
    expect(await screen.findByText('Name taken', {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
