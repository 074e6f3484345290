import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button as AntdButton, ConfigProvider, Space as AntdSpace, Tag } from 'antd';
import type { ReactElement } from 'react';
import { Button, type ButtonProps } from './button';
import { Space } from './space';
import { PaymentTag, StatusTag, Tag as KitTag } from './status-tags';

/** What the stylesheet and a reader see of an element: its tag, classes (in any order), attributes, style and children. */
function anatomy(element: Element | null): unknown {
  if (!element) return null;
  return {
    tag: element.tagName,
    class: [...element.classList].sort(),
    attributes: Object.fromEntries([...element.attributes].filter((a) => a.name !== 'class').map((a) => [a.name, a.value])),
    children: [...element.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : anatomy(node as Element))),
  };
}

const drawn = (element: ReactElement) => {
  const { container, unmount } = render(element);
  const first = anatomy(container.firstElementChild);
  unmount();
  return first;
};

describe("the kit's antd look-alikes", () => {
  const looks: [string, ButtonProps][] = [
    ['a default button', {}],
    ['a primary button', { type: 'primary' }],
    ['a large primary submit', { type: 'primary', htmlType: 'submit', size: 'large' }],
    ['a small danger button', { size: 'small', danger: true }],
    ['a danger link', { type: 'link', danger: true, style: { padding: 0 }, 'aria-label': 'Delete the plan' }],
    ['a text button', { type: 'text' }],
    ['a dashed block button', { type: 'dashed', block: true }],
    ['a button with an icon', { icon: <FilterOutlined aria-hidden />, 'aria-expanded': false }],
    ['a disabled button', { disabled: true }],
  ];

  it.each(looks)('draws %s as antd Button does', (_, props) => {
    const { type, htmlType, ...rest } = props;
    expect(drawn(<Button {...props}>Filters</Button>)).toEqual(drawn(<AntdButton type={type} htmlType={htmlType} {...(rest as object)}>Filters</AntdButton>));
  });

  it('draws a label of several pieces, and an icon alone, as antd Button does', () => {
    expect(drawn(<Button>Filters ({2} on)</Button>)).toEqual(drawn(<AntdButton>Filters ({2} on)</AntdButton>));
    expect(drawn(<Button icon={<FilterOutlined />} aria-label="Filters" />)).toEqual(drawn(<AntdButton icon={<FilterOutlined />} aria-label="Filters" />));
  });

  it("follows a form's disabled state and size, as antd Button does", async () => {
    const onClick = jest.fn();
    render(
      <ConfigProvider componentDisabled componentSize="small">
        <Button onClick={onClick}>Book</Button>
      </ConfigProvider>,
    );
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('ant-btn-sm');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button: pressed by click or keyboard, focusable, with its ref', async () => {
    const onClick = jest.fn();
    let ref: HTMLButtonElement | null = null;
    render(
      <Button ref={(el) => { ref = el; }} onClick={onClick}>
        Reschedule
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Reschedule' });
    expect(ref).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['confirmed', 'green'],
    ['pending', 'gold'],
    ['no-show', 'red'],
    ['completed', 'blue'],
    ['cancelled', 'default'],
  ] as const)('draws the %s status as antd Tag does in %s', (status, color) => {
    const label = { confirmed: 'Confirmed', pending: 'Pending', 'no-show': 'No-show', completed: 'Completed', cancelled: 'Cancelled' }[status];
    expect(drawn(<StatusTag status={status} />)).toEqual(drawn(<Tag color={color}>{label}</Tag>));
  });

  it('draws payment states as antd Tag does, and keeps their colours while the app is offline', () => {
    expect(drawn(<PaymentTag status="unpaid" />)).toEqual(drawn(<Tag color="orange">Unpaid</Tag>));
    expect(drawn(<PaymentTag status="refunded" />)).toEqual(drawn(<Tag color="purple">Refunded</Tag>));
    // Offline, antd's componentDisabled greys antd's tags out; a status is information, not an action.
    render(
      <ConfigProvider componentDisabled>
        <PaymentTag status="paid" />
      </ConfigProvider>,
    );
    expect(screen.getByText('Paid')).toHaveClass('ant-tag-green');
    expect(screen.getByText('Paid')).not.toHaveClass('ant-tag-disabled');
  });

  it('draws a wrapping row of items as antd Space does, leaving out empty ones', () => {
    const items = (
      <>
        <a href="/a">View</a>
        {false}
        {null}
        <button type="button">Cancel</button>
      </>
    );
    expect(drawn(<Space size="small" wrap>{items.props.children}</Space>)).toEqual(drawn(<AntdSpace size="small" wrap>{items.props.children}</AntdSpace>));
    expect(drawn(<Space size="middle">{items.props.children}</Space>)).toEqual(drawn(<AntdSpace size="middle">{items.props.children}</AntdSpace>));
    expect(drawn(<Space>{[false, null]}</Space>)).toEqual(drawn(<AntdSpace>{[false, null]}</AntdSpace>));
    const style = { display: 'flex', minHeight: 24 };
    expect(drawn(<Space wrap size={[4, 8]} aria-label="Team" style={style}>{items.props.children}</Space>)).toEqual(
      drawn(<AntdSpace wrap size={[4, 8]} aria-label="Team" style={style}>{items.props.children}</AntdSpace>),
    );
  });

  it('draws a plain tag with a title as antd Tag does', () => {
    expect(drawn(<KitTag title="Nutritionist">Dr Rao</KitTag>)).toEqual(drawn(<Tag title="Nutritionist">Dr Rao</Tag>));
  });
});
