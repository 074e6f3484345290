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

describe('showFieldErrors with a field that holds several values', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('puts an error about a part of a value under the field holding it', async () => {
    let form!: FormInstance;
    function Harness() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ slots: [{ startTime: '09:00', endTime: '08:00' }] }}>
          <Form.List name="slots">
            {(fields) =>
              fields.map((field) => (
                <Form.Item key={field.key} label="Slot" name={field.name}>
                  <Input />
                </Form.Item>
              ))
            }
          </Form.List>
        </Form>
      );
    }
    render(<Harness />);
    const error = new ApiError('http', 'Invalid input', 400, 'VALIDATION.FAILED', [{ field: 'slots.0.endTime', message: 'A slot ends after it starts.' }]);
    let shown = false;
    act(() => {
      shown = showFieldErrors(form, error);
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('A slot ends after it starts.')).toBeInTheDocument();
    expect(showFieldErrors(form, new ApiError('http', 'Bad', 400, 'VALIDATION.FAILED', [{ field: 'slots', message: 'Add a slot.' }]))).toBe(false);
  });
});
