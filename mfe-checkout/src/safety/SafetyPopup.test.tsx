import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@topup/shared-lib';
import SafetyPopup from './SafetyPopup';

it('explains payment safety and closes', async () => {
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SafetyPopup onClose={onClose} />
    </I18nextProvider>,
  );
  expect(screen.getByText('Your payment is protected at every step.')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
  expect(onClose).toHaveBeenCalled();
});
