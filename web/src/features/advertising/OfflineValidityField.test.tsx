import { fireEvent, render, screen } from '@testing-library/react';
import Form from 'antd/es/form';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import enUS from '../../locales/en-US';
import zhCN from '../../locales/zh-CN';
import OfflineValidityField from './OfflineValidityField';
import { offlineValidityProblem } from './offlineValidity';

afterAll(() => {
  initI18n('en-US', enUS);
});

const renderField = () =>
  render(
    <Form initialValues={{ offline_validity_days: 0 }}>
      <OfflineValidityField />
    </Form>,
  );

describe('OfflineValidityField', { timeout: 30_000 }, () => {
  it('names its unit days, as offline_validity_days stores it, and refuses 366 with the reason', async () => {
    renderField();
    const input = screen.getByLabelText('Validity (days)');
    expect(screen.getByText('days')).toBeTruthy();
    fireEvent.change(input, { target: { value: '366' } });
    expect(await screen.findByText('Whole days from 0 to 365')).toBeTruthy();
    fireEvent.change(input, { target: { value: '365' } });
    await screen.findByDisplayValue('365');
    await expect.poll(() => screen.queryByText('Whole days from 0 to 365')).toBeNull();
  });

  it('says days in Chinese too', () => {
    initI18n('zh-CN', zhCN);
    renderField();
    expect(screen.getByLabelText('有效期（天）')).toBeTruthy();
    expect(screen.getByText('天')).toBeTruthy();
  });
});

describe('offline validity rule', () => {
  it('takes whole days from 0 to 365 (empty is sent as 0) and refuses the rest', () => {
    for (const ok of [0, 24, 365, undefined, null, '']) expect(offlineValidityProblem(ok)).toBeNull();
    for (const bad of [366, -1, 1.5]) {
      expect(offlineValidityProblem(bad)).toEqual({ key: 'campaigns.rule.offlineValidity', values: { max: 365 } });
    }
  });
});
