import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { length, mail, mobile, required } from '../domain/validators';
import { ApiError } from '../api/envelope';
import '../i18n/i18n';
import { FormField } from './FormField';
import { useForm } from './useForm';

const rules = { email: [required(), mail()], phone: [mobile()], name: [length(2, 4)] };

function ContactForm({
  onValid,
}: {
  onValid: (values: { email: string; phone: string; name: string }) => void;
}) {
  const form = useForm({ email: '', phone: '', name: '' }, rules);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField label="Email" type="email" required {...form.field('email')} />
      <FormField label="Phone" hint="Digits only" {...form.field('phone')} />
      <FormField label="Name" {...form.field('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField with useForm', () => {
  it('shows translated errors linked by aria-describedby and keeps typed values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<ContactForm onValid={onValid} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required.');
    await user.type(email, 'nope');
    await user.type(phone, '12a');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveValue('nope');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(phone).toHaveAccessibleDescription('Digits only Enter a phone number of at least 3 digits.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter between 2 and 4 characters.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('clears a fixed error on change and submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<ContactForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'a@b.co');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.co', phone: '', name: '' });
  });

  it('puts a refused call’s sentence under the field it names, and drops a form failure on a new attempt', async () => {
    const user = userEvent.setup();
    function RefusedForm() {
      const form = useForm({ email: '', phone: '', name: '' }, rules);
      const [failure, setFailure] = useState<string | null>(null);
      const refuse = () => {
        const error = new ApiError(400, 'Enter a valid e-mail address.', '/x', { field: 'email' });
        if (!form.placeFailure(error, error.message)) setFailure(error.message);
        setFailure('The store is busy.');
      };
      return (
        <form onSubmit={form.handleSubmit(refuse, () => setFailure(null))} noValidate>
          <FormField label="Email" type="email" {...form.field('email')} />
          {failure && <p>{failure}</p>}
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<RefusedForm />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByText('The store is busy.')).toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The new failure (the field's own check) stands alone: the last one is gone.
    expect(screen.queryByText('The store is busy.')).toBeNull();
    expect(email).toHaveAccessibleDescription('This field is required.');
  });
});
