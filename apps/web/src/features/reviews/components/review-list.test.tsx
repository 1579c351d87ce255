import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildReview, reviewsAnswer } from '../../../test/review-builders.ts';

describe('reviews page for a visitor', () => {
  it('shows each review with its name, its rating as N.0 and its date', async () => {
    stubApi({
      'GET /api/reviews': reviewsAnswer([
        buildReview({ rating: 4 }),
        buildReview({ _id: 'second', rating: 5, user: { _id: 'u2', name: null, profileImage: null } }),
      ]),
    });
    renderApp('/reviews');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What Our Clients Say' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Kavindi Silva')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4.0')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Oct 12, 2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('5.0')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
  });

  it('marks reviews by clients with a completed visit, and says what the mark means', async () => {
    stubApi({
      'GET /api/reviews': reviewsAnswer([
        buildReview({ verifiedVisit: true }),
        buildReview({ _id: 'second', user: { _id: 'u2', name: 'Nimal Perera', profileImage: null } }),
      ]),
    });
    renderApp('/reviews');

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('Verified visit')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Verified visit')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /Reviews marked Verified visit come from clients who completed an appointment with us\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Every review comes from a verified client/)).not.toBeInTheDocument();
  });

  it('invites a visitor to log in instead of showing the form', async () => {
    stubApi({ 'GET /api/reviews': reviewsAnswer([]) });
    renderApp('/reviews');

    expect(
      await screen.findByText('Want to share your experience? Please log in to submit a review.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    stubApi({ 'GET /api/reviews': reviewsAnswer([]) });
    renderApp('/reviews');
    expect(
      await screen.findByText('No reviews yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
  });

  it('offers Try Again after a failed load, and recovers', async () => {
    let calls = 0;
    stubApi({
      'GET /api/reviews': () =>
        ++calls === 1 ? errorAnswer('INTERNAL', 'boom') : reviewsAnswer([buildReview()])(),
    });
    renderApp('/reviews');

    expect(await screen.findByText('Failed to load reviews')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Kavindi Silva')).toBeInTheDocument();
  });
});
