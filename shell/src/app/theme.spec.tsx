import { render } from '@testing-library/react';
import { ConfigProvider, Tag } from 'antd';
import { clinicTheme } from './theme';

/** The CSS antd writes for the theme: its variables are what the screens are drawn with. */
function themeCss(): string {
  render(
    <ConfigProvider theme={clinicTheme()}>
      <Tag color="green">Confirmed</Tag>
    </ConfigProvider>,
  );
  return [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
}

describe('clinicTheme', () => {
  it('writes the darker tag text shades and readable greys into the CSS variables', () => {
    const css = themeCss();
    expect(css).toContain('--ant-green-7:#237804');
    expect(css).toContain('--ant-gold-7:#874d00');
    expect(css).toContain('--ant-color-text-placeholder:rgba(0, 0, 0, 0.56)');
    expect(css).toContain('--ant-color-error:#cf1322');
    // A green tag's text is that variable.
    expect(css).toMatch(/\.ant-tag-green:not\(\.ant-tag-disabled\)\.ant-tag-outlined\{[^}]*color:var\(--ant-green-7\)/);
  });

  it('turns antd motion off when reduced motion is asked for', () => {
    expect(clinicTheme({ reducedMotion: true }).token?.motion).toBe(false);
    expect(clinicTheme().token?.motion).toBe(true);
  });
});
