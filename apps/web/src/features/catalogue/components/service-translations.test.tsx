import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildService, success } from '../../../test/catalogue-builders.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const hairSpa = buildService({
  title: 'Hair Spa',
  description: 'A deep conditioning treatment.',
  translations: {
    ta: { title: 'ஹேர் ஸ்பா', description: 'ஆழமான கண்டிஷனிங் சிகிச்சை.' },
    si: { title: 'හෙයාර් ස්පා' },
  },
});
const manicure = buildService({ title: 'Gel Manicure', description: 'Long-lasting shine', category: 'nail' });
const servicesHandler = {
  'GET /api/services/get-services': () => success({ services: [hairSpa, manicure] }),
};

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
});

async function visitAs(language: 'en' | 'si' | 'ta') {
  if (language !== 'en') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
    await loadCatalogue(language);
  }
  stubApi(servicesHandler);
  renderApp('/services');
  await screen.findByRole('heading', { name: 'Gel Manicure' });
}

describe("the owner's translated service texts (docs/architecture.md#languages)", () => {
  it('shows an English visitor the English title and description', async () => {
    await visitAs('en');
    const card = screen.getByRole('article', { name: 'Hair Spa' });
    expect(within(card).getByText('A deep conditioning treatment.')).toBeInTheDocument();
    expect(screen.queryByText('ஹேர் ஸ்பா')).not.toBeInTheDocument();
  });

  it('shows a Tamil visitor the Tamil title and description, on the card and in the details', async () => {
    await visitAs('ta');
    const card = screen.getByRole('article', { name: 'ஹேர் ஸ்பா' });
    expect(within(card).getByText('ஆழமான கண்டிஷனிங் சிகிச்சை.')).toBeInTheDocument();
    expect(screen.queryByText('Hair Spa')).not.toBeInTheDocument();
    // A service without a translation keeps its English.
    expect(screen.getByRole('article', { name: 'Gel Manicure' })).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole('heading').querySelector('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'ஹேர் ஸ்பா' });
    expect(within(dialog).getByText('ஆழமான கண்டிஷனிங் சிகிச்சை.')).toBeInTheDocument();
  });

  it('shows a Sinhala visitor the Sinhala title, and the English description where none was given', async () => {
    await visitAs('si');
    const card = screen.getByRole('article', { name: 'හෙයාර් ස්පා' });
    expect(within(card).getByText('A deep conditioning treatment.')).toBeInTheDocument();
  });

  it('finds a service by its Tamil title in the search', async () => {
    await visitAs('ta');
    await userEvent.setup().type(screen.getByRole('searchbox'), 'ஸ்பா');
    expect(screen.getByRole('article', { name: 'ஹேர் ஸ்பா' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Gel Manicure' })).not.toBeInTheDocument();
  });
});
