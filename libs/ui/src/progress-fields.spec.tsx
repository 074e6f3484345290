import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { Messages, PROGRESS_NOTES_MAX_LENGTH } from '@clinic/contracts';
import { dateToDayjs } from './dates';
import { MeasurementDateField } from './measurement-date-field';
import { ProgressFields } from './progress-fields';

function renderForm(date: string, onFinish = jest.fn()) {
  render(
    <Form layout="vertical" onFinish={onFinish} initialValues={{ date: dateToDayjs(date) }}>
      <MeasurementDateField today="2026-11-22" />
      <ProgressFields scheme="who" />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
  return onFinish;
}

describe('the measurement form', () => {
  it('shows the BMI once weight and height are both in range', async () => {
    renderForm('2026-11-22');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '70');
    await userEvent.type(screen.getByLabelText('Height (cm)'), '170');
    expect(screen.getByTestId('bmi').textContent).toContain('24.2');
  });

  it('refuses a future date, out-of-range values and notes over the limit', async () => {
    const onFinish = renderForm('2026-11-23');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '7000');
    await userEvent.click(screen.getByLabelText('Notes'));
    await userEvent.paste('n'.repeat(PROGRESS_NOTES_MAX_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.progress.futureDate)).toBeTruthy();
    expect(screen.getByText(Messages.progress.weightRange)).toBeTruthy();
    expect(screen.getByText(`Notes must be at most ${PROGRESS_NOTES_MAX_LENGTH} characters.`)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
