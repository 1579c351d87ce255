import type { Branch, Review } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBranch } from '../../../test/branch-builders.ts';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildReview, reviewsAnswer } from '../../../test/review-builders.ts';

// docs/decisions/0048-reviews-and-gallery-per-branch.md
const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3', { hours: [] });
const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda', { hours: [] });
const branchesAnswer = (branches: Branch[]) => () =>
  jsonResponse(200, { status: 'success', data: { branches } });

const atColombo = buildReview({ _id: 'r1', rating: 5, comment: 'Colombo was lovely' });
const atNugegoda = buildReview({
  _id: 'r2',
  rating: 3,
  comment: 'Nugegoda was fine',
  user: { _id: 'u2', name: 'Nimal Perera', profileImage: null },
  branch: { _id: nugegoda._id, name: 'Nugegoda' },
});
const answer = (reviews: Review[]) => () =>
  jsonResponse(200, {
    status: 'success',
    data: {
      reviews,
      averageRating: 4,
      count: 2,
      branches: [
        { _id: colombo._id, name: 'Colombo 3', averageRating: 5, count: 1 },
        { _id: nugegoda._id, name: 'Nugegoda', averageRating: 3, count: 1 },
      ],
    },
  });

describe('reviews page with branches', () => {
  it("names each review's branch, shows each branch's average beside the salon's, and narrows to one branch", async () => {
    stubApi({
      'GET /api/branches': branchesAnswer([colombo, nugegoda]),
      'GET /api/reviews': answer([atColombo, atNugegoda]),
      [`GET /api/reviews?branchId=${nugegoda._id}`]: answer([atNugegoda]),
    });
    renderApp('/reviews');

    const ratings = await screen.findByRole('list', { name: 'Ratings by branch' });
    const [first, second] = within(ratings).getAllByRole('listitem');
    expect(first).toHaveTextContent('Colombo 3');
    expect(first).toHaveTextContent('5.0');
    expect(second).toHaveTextContent('Nugegoda');
    expect(second).toHaveTextContent('3.0');
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('Branch: Colombo 3');
    expect(cards[1]).toHaveTextContent('Branch: Nugegoda');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'Nugegoda');
    await waitFor(() => expect(screen.queryByText('Colombo was lovely')).not.toBeInTheDocument());
    expect(screen.getByText('Nugegoda was fine')).toBeInTheDocument();
  });

  it('shows nothing about branches when the salon has one', async () => {
    stubApi({
      'GET /api/branches': branchesAnswer([colombo]),
      'GET /api/reviews': reviewsAnswer([atColombo]),
    });
    renderApp('/reviews');

    const [card] = await screen.findAllByRole('article');
    expect(card).not.toHaveTextContent('Colombo 3');
    expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings by branch' })).not.toBeInTheDocument();
  });
});
