import Pagination from 'antd/es/pagination';
import { useTranslation } from 'react-i18next';
import { PageSize } from './constants';
import { formatNumber } from './format';
import { scrollToTop } from './scrollTop';

/** Props of a list's pager. */
export interface ListPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  /** 'popup' offers 20/40/60/80 (pickers and dialogs); the generic list offers 10/20/30/50/100 */
  variant?: 'generic' | 'popup';
  /** popups page inside themselves: do not scroll the window */
  scroll?: boolean;
  disabled?: boolean;
  /** the server stopped counting at `total` (a broad name search): shown as "more than 1,000" */
  totalAtLeast?: boolean;
}

/** The spec's pager: total, sizes, prev, pager, next, jumper; a page change scrolls back to the top. */
export default function ListPagination({
  total,
  page,
  pageSize,
  onChange,
  variant = 'generic',
  scroll = true,
  disabled,
  totalAtLeast,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const options = variant === 'popup' ? PageSize.POPUP_OPTIONS : PageSize.OPTIONS;
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      disabled={disabled}
      showTotal={(count) =>
        t(totalAtLeast ? 'kit.pager.totalAtLeast' : 'kit.pager.total', { total: formatNumber(count) })
      }
      showSizeChanger
      showQuickJumper
      pageSizeOptions={options.map(String)}
      onChange={(next, size) => {
        onChange(next, size);
        if (scroll) scrollToTop();
      }}
      style={{ justifyContent: 'flex-end' }}
    />
  );
}
