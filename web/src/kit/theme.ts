import type { ThemeConfig } from 'antd/es/config-provider/context';

/**
 * Text colours that meet WCAG AA (4.5:1) on white and on the page background (#f5f7fb). antd's defaults do not:
 * secondary-grey text at 0.45 black is 3.4:1, placeholders at 0.25 are 1.8:1, and the red, green and gold status
 * texts are 2-3.3:1. Each is the smallest change that passes; `--ac-text-*` in global.css carries the same values for
 * the CSS modules and inline styles.
 */
export const textColor = {
  /** captions, ids, hints, placeholders (antd's tertiary text) */
  muted: 'rgba(0, 0, 0, 0.55)',
  /** errors and danger actions, also on the light error background */
  error: '#d32029',
  /** success texts and tags, also on the light success background */
  success: '#2b7a0b',
  /** warning texts and tags, also on the light warning background */
  warning: '#a35f00',
  /** links and default buttons under the pointer (antd's lighter #6682ff is 3.4:1) */
  primaryHover: '#4761f6',
  /** danger links and buttons under the pointer */
  errorHover: '#d82a32',
} as const;

/** The console's antd theme: one brand colour, softer corners, and text colours that pass WCAG AA contrast. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3d5afe',
    colorInfo: '#3d5afe',
    colorError: textColor.error,
    colorSuccess: textColor.success,
    colorWarning: textColor.warning,
    // a dark seed makes antd derive muddy light shades: the backgrounds and borders stay antd's own green and gold
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    // hover colours are text too (a link, a default button's label); antd derives lighter ones that fail
    colorPrimaryHover: textColor.primaryHover,
    colorPrimaryTextHover: textColor.primaryHover,
    colorLinkHover: textColor.primaryHover,
    colorErrorHover: textColor.errorHover,
    colorErrorTextHover: textColor.errorHover,
    colorTextTertiary: textColor.muted,
    colorTextDescription: textColor.muted,
    colorTextPlaceholder: textColor.muted,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 24px', bodyBg: '#f5f7fb' },
    // antd writes a table's empty text in the disabled grey, which is for disabled controls only
    // a selected row under the pointer: antd's darker shade takes the row's links and danger buttons below 4.5:1
    Table: { colorTextDisabled: textColor.muted, rowSelectedHoverBg: '#edf2ff' },
  },
};

/** The theme without motion: antd's popups, menus and collapses open and close at once (durations of 0 s). */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/** The console's theme for a user who does or does not ask for reduced motion (`prefers-reduced-motion: reduce`). */
export const themeFor = (reducedMotion: boolean): ThemeConfig => (reducedMotion ? stillTheme : theme);
