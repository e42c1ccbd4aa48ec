import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import PasswordRulesInput from './PasswordRulesInput';

function Field({ shareid }: { shareid: string }) {
  const [value, setValue] = useState('');
  return <PasswordRulesInput value={value} onChange={setValue} shareid={shareid} aria-label="password" />;
}

const met = (rule: string) =>
  screen.getByTestId('password-rules').querySelector(`[data-rule=${rule}]`)?.getAttribute('data-met');

describe('PasswordRulesInput', () => {
  it('ticks the rules off as the password is typed', () => {
    render(<Field shareid="alice" />);
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByText('Not the same as the SHAREid')).toBeTruthy();
    expect([met('min'), met('notShareid')]).toEqual(['false', 'false']);

    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'ALICE' } });
    expect([met('min'), met('notShareid')]).toEqual(['false', 'false']);

    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'a-long-password' } });
    expect([met('min'), met('notShareid')]).toEqual(['true', 'true']);
    expect(screen.getAllByLabelText('met')).toHaveLength(2);
  });

  it('lists the upper limit only once it is passed', () => {
    render(<Field shareid="alice" />);
    expect(met('max')).toBeUndefined();
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'x'.repeat(129) } });
    expect(met('max')).toBe('false');
  });
});
