import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildOverview, dataAnswer } from '../../../test/operations-builders.ts';
import { buildUser, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { AdminOverview } from '@salon/contracts';

const TEAM: NonNullable<AdminOverview['stylists']> = [
  { _id: 's1', name: 'Nimali', bookings: 12, bookedMinutes: 540, noShows: 1 },
  { _id: 's2', name: 'Kumari Wickramasinghe-Jayasuriya', bookings: 0, bookedMinutes: 0, noShows: 0 },
];

async function openOverview(overview: AdminOverview) {
  stubApi({
    ...signedInHandlers(buildUser({ role: 'admin' })),
    'GET /api/admin/overview': () => dataAnswer({ overview }),
  });
  renderApp('/admin/dashboard');
  await screen.findByRole('heading', { level: 1 });
}

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe("the overview's stylists (docs/decisions/0037-stylist-in-messages.md)", () => {
  it("gives each stylist's bookings, booked minutes and no-shows of the month, in the team's order", async () => {
    await openOverview(buildOverview({ stylists: TEAM }));
    const panel = await screen.findByRole('region', { name: 'Stylists this month' });
    const table = within(panel).getByRole('table', {
      name: 'Bookings, booked minutes and no-shows of each stylist this month',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Stylist', 'Bookings', 'Booked time', 'No-shows']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Nimali', '12', '540 min', '1'],
      ['Kumari Wickramasinghe-Jayasuriya', '0', '0 min', '0'],
    ]);
    // A phone shows the same figures as one card per stylist (the stylesheet picks one of the two).
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'NimaliBookings12Booked time540 minNo-shows1',
      'Kumari Wickramasinghe-JayasuriyaBookings0Booked time0 minNo-shows0',
    ]);
    expect(within(panel).getByText('Visits due this month, cancelled ones left out.')).toBeInTheDocument();
  });

  it('is not there for a salon with no team', async () => {
    await openOverview(buildOverview());
    await screen.findByRole('region', { name: 'Top services' });
    expect(screen.queryByRole('region', { name: 'Stylists this month' })).not.toBeInTheDocument();
  });

  it.each([
    ['si', 'මෙම මාසයේ ශිල්පීන්', ['ශිල්පියා', 'වෙන්කිරීම්', 'වෙන් කළ කාලය', 'නොපැමිණීම්'], 'මිනිත්තු 540'],
    ['ta', 'இந்த மாதம் அழகுக் கலைஞர்கள்', ['அழகுக் கலைஞர்', 'முன்பதிவுகள்', 'முன்பதிவு நேரம்', 'வராதவர்கள்'], '540 நிமி'],
  ] as const)('reads in %s', async (language, title, headers, minutes) => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
    await loadCatalogue(language);
    await openOverview(buildOverview({ stylists: TEAM }));
    const panel = await screen.findByRole('region', { name: title });
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(headers);
    expect(within(panel).getAllByRole('row')[1]).toHaveTextContent(minutes);
  });
});
