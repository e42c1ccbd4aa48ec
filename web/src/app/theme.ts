import type { ThemeConfig } from 'antd/es/config-provider/context';

/** The console's antd theme: one brand colour and softer corners. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3d5afe',
    colorInfo: '#3d5afe',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 24px', bodyBg: '#f5f7fb' },
  },
};
