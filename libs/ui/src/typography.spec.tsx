import { render, screen } from '@testing-library/react';
import { Typography } from 'antd';
import { Paragraph, Text, TextLink, Title } from './typography';

/** The CSS antd's style engine has put in the page, as one string. */
const injectedCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('the typography kit', () => {
  it('draws a heading of the level asked for, with antd title styles in the page', () => {
    render(<Title level={2}>Your plans</Title>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Your plans' });
    expect(heading).toHaveClass('ant-typography');
    expect(injectedCss()).toMatch(/h2\.ant-typography/);
  });

  it('gives text its tone, bold and one-line cut with the classes antd styles', () => {
    render(
      <>
        <Text type="secondary" strong data-testid="muted">
          Paid
        </Text>
        <Paragraph type="danger" ellipsis data-testid="error">
          Could not load
        </Paragraph>
      </>,
    );
    const muted = screen.getByTestId('muted');
    expect(muted.tagName).toBe('SPAN');
    expect(muted).toHaveClass('ant-typography', 'ant-typography-secondary');
    expect(muted.querySelector('strong')).toHaveTextContent('Paid');
    const error = screen.getByTestId('error');
    expect(error.tagName).toBe('DIV');
    expect(error).toHaveClass('ant-typography-danger', 'ant-typography-ellipsis', 'ant-typography-ellipsis-single-line');
    expect(injectedCss()).toMatch(/\.ant-typography-secondary/);
  });

  it('marks up exactly as antd Typography does, so screens look the same', () => {
    const { container: ours } = render(
      <Text type="warning" data-testid="x">
        Due
      </Text>,
    );
    const { container: antd } = render(
      <Typography.Text type="warning" data-testid="x">
        Due
      </Typography.Text>,
    );
    expect(ours.innerHTML).toBe(antd.innerHTML);
  });

  it('links outside the app with a plain anchor', () => {
    render(<TextLink href="tel:+919800000000">98000 00000</TextLink>);
    const link = screen.getByRole('link', { name: '98000 00000' });
    expect(link).toHaveAttribute('href', 'tel:+919800000000');
    expect(link).toHaveClass('ant-typography-link');
  });
});
