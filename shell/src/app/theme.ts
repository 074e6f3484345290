import type { ConfigProviderProps, ThemeConfig } from 'antd';

/**
 * antd's preset colours whose 7th shade, the text colour of a tag in that colour, is under 4.5:1 on
 * the tag's own background (shade 1): each takes the first darker shade that reaches it (WCAG 1.4.3).
 * The other presets (blue, purple, red, magenta, geekblue) pass as they are.
 */
const DARKER_TAG_TEXT: Record<string, string> = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
};
// Both spellings: the CSS variable (--ant-green-7) is written from `green-7`, the styles read `green7`.
const TAG_TEXT = Object.fromEntries(Object.entries(DARKER_TAG_TEXT).flatMap(([color, text]) => [[`${color}7`, text], [`${color}-7`, text]]));

/**
 * One theme for the shell and every remote (antd is a shared singleton, so its context reaches them).
 * Every text colour reaches 4.5:1 on white and on the page's #f5f5f5 (docs/accessibility.md lists
 * the ratios): antd's defaults put placeholders at 1.8:1, secondary text at 3.3:1 and red at 3.3:1.
 */
export function clinicTheme({ reducedMotion = false } = {}): ThemeConfig {
  return {
    token: {
      colorPrimary: '#2f7d4f',
      colorLink: '#2f7d4f',
      colorError: '#cf1322',
      colorWarning: '#ad6800',
      colorWarningText: '#874d00',
      colorSuccess: '#237804',
      colorInfo: '#0958d9',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      ...TAG_TEXT,
      borderRadius: 8,
      fontSize: 15,
      // prefers-reduced-motion: antd's transitions and animations off (index.html does the same for plain CSS).
      motion: !reducedMotion,
    },
    components: {
      // The switch's off track carries its white label ("Free"/"Booked"): 0.25 black under it is 1.8:1.
      Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.6)', colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
      // An empty table's text ("No appointments today") is drawn in the disabled grey, 1.8:1.
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    },
  };
}

/**
 * antd's Pagination shows a page size changer past 50 items unless told not to. No list here lets the
 * reader change its page size (the API pages at a fixed size), and the build leaves the changer out
 * (tools/webpack/stubs/pagination-size-changer.cjs), so it is off once, for the shell and every remote.
 */
export const clinicPagination: ConfigProviderProps['pagination'] = { showSizeChanger: false };
