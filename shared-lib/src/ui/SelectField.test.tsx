import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { length, required } from '../domain/validators';
import { i18n } from '../i18n/i18n';
import { SelectField } from './SelectField';
import { FormField } from './FormField';
import { useForm } from './useForm';

const TOPICS = [
  { value: '', label: 'Choose a topic' },
  { value: 'order', label: 'An order' },
  { value: 'site', label: 'This site' },
];
const rules = { topic: [required()], message: [required(), length(5, 200)] };

function MessageForm({ onValid }: { onValid: (values: { topic: string; message: string }) => void }) {
  const form = useForm({ topic: '', message: '' }, rules);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <SelectField label="Topic" options={TOPICS} required {...form.field('topic')} />
      <FormField label="Message" hint="What happened?" required {...form.field('message')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('SelectField and FormField (FieldFrame)', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('label the control, link hint and message, and keep what was typed', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<MessageForm onValid={onValid} />);
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(topic).toHaveAttribute('aria-required', 'true');
    expect(topic).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAccessibleDescription('What happened?');

    await user.type(message, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveAccessibleDescription('This field is required.');
    expect(message).toHaveValue('Hi');
    expect(message).toHaveAccessibleDescription('What happened? Enter between 5 and 200 characters.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await user.selectOptions(topic, 'An order');
    await user.type(message, ' there');
    expect(topic).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ topic: 'order', message: 'Hi there' });
  });

  it("says what is wrong in the shopper's language", async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    const user = userEvent.setup();
    render(<MessageForm onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription('此欄位為必填。');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'What happened? 此欄位為必填。',
    );
  });
});
