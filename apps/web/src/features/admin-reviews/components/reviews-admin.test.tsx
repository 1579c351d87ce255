import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildAdminReview } from '../../../test/admin-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const kind = buildAdminReview({ _id: '0b6f7a2e-3c4d-4e5f-8a9b-000000000001', rating: 4 });
const rude = buildAdminReview({
  _id: '0b6f7a2e-3c4d-4e5f-8a9b-000000000002',
  rating: 1,
  comment: 'Not for me.',
  hidden: true,
  createdAt: '2026-11-02T05:00:00.000Z',
  user: { _id: 'a1b2c3d4-0000-4000-8000-000000000002', name: null, profileImage: null },
});

function openReviews(handlers: Record<string, ApiHandler> = {}, reviews = [kind, rude]) {
  stubApi({ ...adminHandlers(), 'GET /api/admin/reviews': () => success({ reviews }), ...handlers });
  renderApp('/admin/reviews');
}

describe('admin reviews', () => {
  it('lists every review with rating, author, date and the hidden mark', async () => {
    openReviews();
    const first = (await screen.findByText(kind.comment)).closest('li')!;
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Kavindi Silva')).toBeInTheDocument();
    expect(within(first).getByText('Oct 12, 2026')).toBeInTheDocument();
    expect(within(first).queryByText('Hidden')).not.toBeInTheDocument();
    const second = screen.getByText('Not for me.').closest('li')!;
    expect(within(second).getByText('A customer')).toBeInTheDocument();
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
  });

  it('hides a review and shows a hidden one again', async () => {
    const patch = vi.fn((id: string, body: unknown) =>
      success({ review: { ...(id === kind._id ? kind : rude), ...(body as object) } }),
    );
    openReviews({
      [`PATCH /api/admin/reviews/${kind._id}`]: ({ body }) => patch(kind._id, body),
      [`PATCH /api/admin/reviews/${rude._id}`]: ({ body }) => patch(rude._id, body),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide the review by Kavindi Silva' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith(kind._id, { hidden: true }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the review by A customer' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith(rude._id, { hidden: false }));
  });

  it('says so when there are none', async () => {
    openReviews({}, []);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    openReviews({ 'GET /api/admin/reviews': () => errorAnswer('INTERNAL') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
