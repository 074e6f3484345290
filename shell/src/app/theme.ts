import type { ThemeConfig } from 'antd';

/** One theme for the shell and every remote (antd is a shared singleton, so its context reaches them). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f7d4f',
    colorLink: '#2f7d4f',
    borderRadius: 8,
    fontSize: 15,
  },
};
