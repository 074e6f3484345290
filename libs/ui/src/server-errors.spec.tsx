import { act, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { ApiError } from '@clinic/api-client';
import { showFieldErrors, toNamePath } from './server-errors';

function renderForm() {
  let form!: FormInstance;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ meals: [{ description: '' }] }}>
        <Form.Item label="Name" name="name">
          <Input />
        </Form.Item>
        <Form.Item label="Meal" name={['meals', 0, 'description']}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return () => form;
}

describe('showFieldErrors', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('reads dotted paths with indexes', () => {
    expect(toNamePath('meals.0.description')).toEqual(['meals', 0, 'description']);
  });

  it('shows each field error under its field, nested ones included', async () => {
    const form = renderForm();
    const error = new ApiError('http', 'Invalid input', 400, 'VALIDATION.FAILED', [
      { field: 'name', message: 'Name is required' },
      { field: 'meals.0.description', message: 'Each meal needs a description.' },
    ]);
    let shown = false;
    act(() => {
      shown = showFieldErrors(form(), error);
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(await screen.findByText('Each meal needs a description.')).toBeInTheDocument();
  });

  it('leaves errors that name no field of the form (and other failures) to the caller', () => {
    const form = renderForm();
    expect(showFieldErrors(form(), new ApiError('http', 'Slot taken', 409, 'APPOINTMENT.SLOT_TAKEN'))).toBe(false);
    expect(showFieldErrors(form(), new ApiError('http', 'Bad', 400, 'VALIDATION.FAILED', [{ field: 'price', message: 'No' }]))).toBe(false);
    expect(showFieldErrors(form(), new Error('offline'))).toBe(false);
  });
});
