import { Limits } from '@adconsole/contract';

// The contract carries the limits the server checks too; these are the web-only figures (page sizes, widget limits,
// dialog widths, date ranges), kept in one place so every list and widget reads the same numbers.

/** Page sizes: the generic table (default 20) and the popup pager (default 20). */
export const PageSize = {
  DEFAULT: 20,
  OPTIONS: [10, 20, 30, 50, 100],
  POPUP_DEFAULT: 20,
  POPUP_OPTIONS: [20, 40, 60, 80],
} as const;

/** Timing of filter submits and guarded buttons (from the contract's Limits). */
export const Timing = {
  FILTER_THROTTLE_MS: Limits.FILTER_THROTTLE_MS,
  CLICK_DEBOUNCE_MS: Limits.CLICK_DEBOUNCE_MS,
  /** how long typing in a server-searched field rests before the search goes out */
  SEARCH_DEBOUNCE_MS: 300,
} as const;

/** Widget limits of the spec's shared widgets. */
export const WidgetLimit = {
  /** dropdown lists load more when scrolled within this many pixels of the end */
  LOAD_MORE_THRESHOLD_PX: 30,
  /** options a dropdown renders per step while scrolling */
  LOAD_MORE_STEP: 50,
  /** the account option list is cut here when there is no search keyword */
  ACCOUNT_OPTION_CAP: Limits.ACCOUNT_OPTIONS_MAX,
  /** tree labels longer than this get a tooltip */
  TREE_LABEL_TOOLTIP_CHARS: 40,
  /** account chips show this many names, then "+N" */
  ACCOUNT_CHIPS: 2,
  /** the tags column shows this many tags, then an ellipsis */
  TAG_CHIPS: 3,
} as const;

/** Dialog widths named by the spec (px). */
export const DialogWidth = {
  CUSTOM_COLUMNS: 840,
  ACCOUNTS: 560,
} as const;

/** Report date ranges: the default span and the shortcuts, in days. */
export const DateRangeDays = {
  DEFAULT: 3,
  SHORTCUTS: [7, 30, 90],
} as const;

/** Decimal places a decimal filter keeps unless told otherwise. */
export const DEFAULT_DECIMALS = 2;
