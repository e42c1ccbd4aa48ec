import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLimit } from './constants';
import MultiSelectPanel from './MultiSelectPanel';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i + 1, label: `Account ${i + 1}` }));
const rows = () => screen.getByTestId('multi-select-list').querySelectorAll('.ant-checkbox-wrapper').length;

// jsdom lays nothing out: give the list the scroll figures a browser would.
function scrollList(scrollTop: number) {
  const list = screen.getByTestId('multi-select-list');
  Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
  Object.defineProperty(list, 'clientHeight', { value: 256, configurable: true });
  list.scrollTop = scrollTop;
  fireEvent.scroll(list);
}

describe('multi-select panel', () => {
  it('renders a step of options and loads more only within 30 px of the end', () => {
    render(<MultiSelectPanel options={options(120)} initial={[]} onCancel={() => {}} onOk={() => {}} />);
    expect(rows()).toBe(WidgetLimit.LOAD_MORE_STEP);
    scrollList(1000 - 256 - 31);
    expect(rows()).toBe(50);
    scrollList(1000 - 256 - 30);
    expect(rows()).toBe(100);
  });

  it('asks its owner for the next page once every loaded option shows', () => {
    const more = vi.fn();
    render(
      <MultiSelectPanel
        options={options(20)}
        initial={[]}
        hasMore
        onLoadMore={more}
        onCancel={() => {}}
        onOk={() => {}}
      />,
    );
    scrollList(1000 - 256);
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('cuts the account list at 400 without a keyword and says so', () => {
    render(<MultiSelectPanel options={options(1000)} initial={[]} cap={400} onCancel={() => {}} onOk={() => {}} />);
    expect(screen.getByText('Showing the first 400 of 1,000; type to search them all')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Account 999' } });
    expect(rows()).toBe(1);
  });

  it('selects all found options and hands them over on OK, nothing on cancel', () => {
    const ok = vi.fn();
    const cancel = vi.fn();
    render(<MultiSelectPanel options={options(30)} initial={[2]} onCancel={cancel} onOk={ok} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Account 1' } });
    fireEvent.click(screen.getByText('Select all'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(ok).toHaveBeenCalledWith([2, 1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('with an owner that searches, reports each keyword and shows the options it is given as they are', () => {
    const search = vi.fn();
    const ok = vi.fn();
    render(<MultiSelectPanel options={options(3)} initial={[9]} onSearch={search} onCancel={() => {}} onOk={ok} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zzz' } });
    expect(search).toHaveBeenLastCalledWith('zzz');
    // no local filtering: the owner's answer for "zzz" is what shows
    expect(rows()).toBe(3);
    fireEvent.click(screen.getByText('Account 2'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // a value chosen before the search stays chosen though it is not among the options shown
    expect(ok).toHaveBeenCalledWith([9, 2]);
  });
});
