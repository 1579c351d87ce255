import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import {
  buildUser,
  errorAnswer,
  jsonResponse,
  pendingResponse,
  signedInHandlers,
  stubApi,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildReview, myReviewAnswer, reviewsAnswer } from '../../../test/review-builders.ts';

const customer = buildUser();

describe('review form', () => {
  it('asks for a rating and a comment before sending anything', async () => {
    const fetchMock = stubApi({
      ...signedInHandlers(customer),
      'GET /api/reviews': reviewsAnswer([]),
      'GET /api/reviews/user/me': myReviewAnswer(null),
    });
    renderApp('/reviews');

    expect(await screen.findByRole('heading', { name: 'Share Your Experience' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    expect(screen.getByText('Please enter a comment')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('rates by keyboard, submits, then turns into the update form', async () => {
    const saved = buildReview({
      rating: 4,
      comment: 'Great colour work',
      user: { ...buildReview().user, _id: customer._id },
    });
    const fetchMock = stubApi({
      ...signedInHandlers(customer),
      'GET /api/reviews': reviewsAnswer([]),
      'GET /api/reviews/user/me': myReviewAnswer(null),
      'POST /api/reviews': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Review submitted successfully',
          data: { review: saved },
        }),
    });
    renderApp('/reviews');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Share Your Experience' });

    // Tab into the star group (first star), then arrow keys move the choice, as in any radio group.
    screen.getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Your review'), 'Great colour work');
    expect(screen.getByText('17/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 4, comment: 'Great colour work' });
    expect(await screen.findByRole('heading', { name: 'Update Your Review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
  });

  it('prefills an existing review and updates it', async () => {
    const mine = buildReview({ rating: 3, comment: 'Good, but a long wait' });
    const fetchMock = stubApi({
      ...signedInHandlers(customer),
      'GET /api/reviews': reviewsAnswer([mine]),
      'GET /api/reviews/user/me': myReviewAnswer(mine),
      [`PATCH /api/reviews/${mine._id}`]: ({ body }) =>
        jsonResponse(200, {
          status: 'success',
          message: 'Review updated successfully',
          data: { review: { ...mine, ...(body as object) } },
        }),
    });
    renderApp('/reviews');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Update Your Review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review')).toHaveValue('Good, but a long wait');

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));

    expect(await screen.findByText('Review updated successfully')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ rating: 5, comment: 'Good, but a long wait' });
  });

  it("shows the server's reason, or the fallback, when saving fails", async () => {
    let status = 409;
    stubApi({
      ...signedInHandlers(customer),
      'GET /api/reviews': reviewsAnswer([]),
      'GET /api/reviews/user/me': myReviewAnswer(null),
      'POST /api/reviews': () =>
        status === 409
          ? errorAnswer('CONFLICT', 'You have already reviewed us; update your review instead')
          : jsonResponse(422, {}),
    });
    renderApp('/reviews');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Share Your Experience' });
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Wonderful');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(
      await screen.findByText('You have already reviewed us; update your review instead'),
    ).toBeInTheDocument();

    status = 422;
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByText('Failed to submit review')).toBeInTheDocument());
  });
});

describe('the review form in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  async function openInSinhala(handlers: Parameters<typeof stubApi>[0]) {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    const fetchMock = stubApi({
      ...signedInHandlers(customer),
      'GET /api/reviews': reviewsAnswer([]),
      'GET /api/reviews/user/me': myReviewAnswer(null),
      ...handlers,
    });
    renderApp('/reviews');
    return fetchMock;
  }

  it('says while it loads the review, in Sinhala', async () => {
    await openInSinhala({ 'GET /api/reviews/user/me': () => pendingResponse() });
    expect(await screen.findByText('ඔබේ සමාලෝචනය පූරණය වෙමින්...')).toBeInTheDocument();
    expect(screen.queryByText('Loading your review...')).not.toBeInTheDocument();
    // The list's heading, for screen readers only, speaks Sinhala too.
    expect(screen.getByRole('heading', { level: 2, name: 'පාරිභෝගික සමාලෝචන' })).toBeInTheDocument();
  });

  it('asks, checks, rates and thanks in Sinhala, the server’s English answer included', async () => {
    const saved = buildReview({
      rating: 4,
      comment: 'නියමයි',
      user: { ...buildReview().user, _id: customer._id },
    });
    await openInSinhala({
      'POST /api/reviews': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Review submitted successfully',
          data: { review: saved },
        }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'ඔබේ අත්දැකීම බෙදාගන්න' })).toBeInTheDocument();
    const stars = screen.getByRole('group', { name: 'ඔබේ ශ්‍රේණිගත කිරීම' });
    expect(within(stars).getByText('තරුවක් ඔබන්න')).toBeInTheDocument();
    const comment = screen.getByLabelText('ඔබේ සමාලෝචනය');
    expect(comment).toHaveAttribute('placeholder', 'ඔබ කරවා ගත්තේ කුමක්ද, පිටව යන විට ඔබට දැනුණේ කෙසේද?');

    await user.click(screen.getByRole('button', { name: 'සමාලෝචනය ඉදිරිපත් කරන්න' }));
    expect(await screen.findByText('කරුණාකර ශ්‍රේණිගත කිරීමක් තෝරන්න')).toBeInTheDocument();
    expect(screen.getByText('කරුණාකර ඔබේ අදහස ඇතුළත් කරන්න')).toBeInTheDocument();

    await user.click(within(stars).getByRole('radio', { name: 'තරු 4' }));
    expect(within(stars).getByText('ඉතා හොඳයි')).toBeInTheDocument();
    await user.type(comment, 'නියමයි');
    await user.click(screen.getByRole('button', { name: 'සමාලෝචනය ඉදිරිපත් කරන්න' }));

    expect(await screen.findByText('සමාලෝචනය සාර්ථකව ඉදිරිපත් කෙරිණි')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ඔබේ සමාලෝචනය යාවත්කාලීන කරන්න' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'සමාලෝචනය යාවත්කාලීන කරන්න' })).toBeInTheDocument();
  });

  it('shows the server’s reason for a refusal in Sinhala', async () => {
    await openInSinhala({
      'POST /api/reviews': () =>
        errorAnswer('CONFLICT', 'You have already reviewed us; update your review instead'),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'ඔබේ අත්දැකීම බෙදාගන්න' });
    await user.click(screen.getByRole('radio', { name: 'තරු 5' }));
    await user.type(screen.getByLabelText('ඔබේ සමාලෝචනය'), 'නියමයි');
    await user.click(screen.getByRole('button', { name: 'සමාලෝචනය ඉදිරිපත් කරන්න' }));

    expect(
      await screen.findByText('ඔබ දැනටමත් අපව සමාලෝචනය කර ඇත; ඒ වෙනුවට ඔබේ සමාලෝචනය යාවත්කාලීන කරන්න'),
    ).toBeInTheDocument();
  });
});
