import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Review, type Stores } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import ReviewPopup from './ReviewPopup';
import { reviewApi } from '../reviewApi';
import { renderPage } from 'shell/testing';

const written: Review = {
  id: 9,
  productId: 1,
  orderId: 1003,
  author: 'demo',
  rating: 4,
  content: 'Fast and cheap',
  images: [],
  likeCount: 0,
  liked: false,
  createTime: '2026-11-22T08:00:00Z',
};

function renderPopup(stores: Stores, mode: 'add' | 'view' = 'add') {
  const onClose = jest.fn();
  const onDone = jest.fn();
  renderPage(<ReviewPopup orderId="TU202611150003" mode={mode} onClose={onClose} onDone={onDone} />, {
    stores,
  });
  return { onClose, onDone };
}

describe('ReviewPopup', () => {
  let stores: Stores;
  let orders: Stores['api']['orders'];

  beforeEach(() => {
    stores = testStores({ session: testSession() });
    orders = stores.api.orders;
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('asks for a rating and a text before sending, and keeps what was typed', async () => {
    jest.spyOn(orders, 'comment').mockResolvedValue(null);
    const submit = jest.spyOn(reviewApi(stores.api), 'submitComment');
    renderPopup(stores);
    const send = await screen.findByRole('button', { name: 'Send review' });
    await userEvent.click(send);
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Your review'), '   ');
    await userEvent.click(send);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('refuses files that are not pictures', async () => {
    jest.spyOn(orders, 'comment').mockResolvedValue(null);
    renderPopup(stores);
    const input = await screen.findByLabelText('Pictures (optional)');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PNG, JPEG, WebP or GIF pictures can be added.');
    expect(screen.queryByRole('button', { name: 'Remove notes.txt' })).toBeNull();
  });

  it('uploads the pictures, sends the review and closes', async () => {
    jest.spyOn(orders, 'comment').mockResolvedValue(null);
    const ticket = {
      fileName: 'shot.png',
      key: 'orders/1003/comment/0123456789abcdef-shot.png',
      uploadUrl: '/sandbox/storage/orders/1003/comment/0123456789abcdef-shot.png?ticket=abc',
      uploadHeaders: {},
      url: '/sandbox/storage/orders/1003/comment/0123456789abcdef-shot.png',
      expireTime: '2026-11-22T08:15:00Z',
    };
    const tickets = jest.spyOn(reviewApi(stores.api), 'commentUploadTickets').mockResolvedValue([ticket]);
    const put = jest.spyOn(stores.api.uploads, 'put').mockResolvedValue(undefined);
    const submit = jest.spyOn(reviewApi(stores.api), 'submitComment').mockResolvedValue(written);
    const toast = jest.spyOn(stores.ui, 'toast');
    const { onClose, onDone } = renderPopup(stores);

    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), '  Diamonds in two minutes.  ');
    const picture = new File(['png'], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Pictures (optional)'), picture);
    expect(screen.getByRole('button', { name: 'Remove shot.png' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));

    expect(tickets).toHaveBeenCalledWith('TU202611150003', ['shot.png']);
    expect(put).toHaveBeenCalledWith(ticket, picture);
    expect(submit).toHaveBeenCalledWith('TU202611150003', {
      rating: 5,
      content: 'Diamonds in two minutes.',
      images: [ticket.url],
    });
    expect(toast).toHaveBeenCalledWith('Thank you! Your review has been published.', 'success');
    expect(onDone).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a picture with a long name (a phone’s, say) by a name the store takes', async () => {
    jest.spyOn(orders, 'comment').mockResolvedValue(null);
    const tickets = jest.spyOn(reviewApi(stores.api), 'commentUploadTickets').mockResolvedValue([]);
    jest.spyOn(reviewApi(stores.api), 'submitComment').mockResolvedValue(written);
    renderPopup(stores);
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Arrived at once.');
    const long = `${'receipt-of-my-top-up-'.repeat(10)}.png`;
    await userEvent.upload(
      screen.getByLabelText('Pictures (optional)'),
      new File(['png'], long, { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    const [, names] = tickets.mock.calls[0] ?? [];
    expect(names).toEqual([long.slice(-120)]);
    expect(names?.[0]).toMatch(/\.png$/);
  });

  it('keeps the rating and text when sending fails', async () => {
    jest.spyOn(orders, 'comment').mockResolvedValue(null);
    jest
      .spyOn(reviewApi(stores.api), 'submitComment')
      .mockRejectedValue(
        new ApiError(400, 'Only finished orders can be reviewed.', '/homs/order/{id}/comment'),
      );
    const { onClose } = renderPopup(stores);
    await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Slow this time');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only finished orders can be reviewed.');
    expect(screen.getByLabelText('Your review')).toHaveValue('Slow this time');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the review already written instead of the form', async () => {
    jest.spyOn(orders, 'comment').mockResolvedValue(written);
    renderPopup(stores, 'view');
    expect(await screen.findByText('Fast and cheap')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });
});
