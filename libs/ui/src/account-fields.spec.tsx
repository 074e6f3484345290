import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { Messages, NAME_MAX_LENGTH } from '@clinic/contracts';
import { EmailField, NameField, NewPasswordFields } from './account-fields';

function renderForm(required: boolean, onFinish = jest.fn()) {
  render(
    <Form layout="vertical" onFinish={onFinish}>
      <NameField />
      <EmailField />
      <NewPasswordFields required={required} />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
  return onFinish;
}

describe('account fields', () => {
  it('asks for a name, a valid email and a password of the minimum length', async () => {
    const onFinish = renderForm(true);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.users.nameRequired)).toBeTruthy();
    expect(screen.getByText(Messages.users.invalidEmail)).toBeTruthy();
    expect(screen.getByText(Messages.users.passwordTooShort)).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a name over the API limit and a confirmation that differs', async () => {
    renderForm(false);
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.paste('a'.repeat(NAME_MAX_LENGTH + 1));
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Name must be at most ${NAME_MAX_LENGTH} characters.`)).toBeTruthy();
    expect(screen.getByText(Messages.auth.passwordsDoNotMatch)).toBeTruthy();
  });

  it('lets an optional password stay blank', async () => {
    const onFinish = renderForm(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ name: 'Asha Rao' }));
  });
});
