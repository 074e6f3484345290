import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DatePicker, Form } from 'antd';
import { dayjsToDate, pickerDateFormats } from './dates';
import { keepEnterInPicker } from './picker-keys';

function DateForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item label="Date" name="date">
        <DatePicker format={pickerDateFormats('D MMM YYYY')} onKeyDown={keepEnterInPicker} />
      </Form.Item>
      <Form.Item label="Note" name="note">
        <input aria-label="Note" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('date pickers', () => {
  it.each(['23/11/2026', '23-11-2026', '2026-11-23', '5/1/2026'])('read the typed date %s, day first', async (typed) => {
    const onFinish = jest.fn();
    render(<DateForm onFinish={onFinish} />);
    await userEvent.type(screen.getByLabelText('Date'), `${typed}{enter}`);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    const expected = typed === '5/1/2026' ? '2026-01-05' : '2026-11-23';
    expect(dayjsToDate(onFinish.mock.calls[0][0].date)).toBe(expected);
  });

  it('take Enter as "pick this date", not as "submit the form"', async () => {
    const onFinish = jest.fn();
    render(<DateForm onFinish={onFinish} />);
    await userEvent.type(screen.getByLabelText('Date'), '23/11/2026{enter}');
    expect(screen.getByLabelText('Date')).toHaveValue('23 Nov 2026');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFinish).not.toHaveBeenCalled();
    // Enter in an ordinary field still submits, as forms do.
    await userEvent.type(screen.getByLabelText('Note'), 'x{enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });
});
