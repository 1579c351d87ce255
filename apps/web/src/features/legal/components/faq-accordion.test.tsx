import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Scoped to the page content: the nav bar's menu toggle and the toast region live outside it.
const main = () => within(screen.getByRole('main'));

describe('FAQ page', () => {
  it('lists ten questions, all closed, each controlling its answer', async () => {
    stubApi({});
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const buttons = main().getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(10);
    for (const button of buttons) {
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    expect(buttons[0]).toHaveTextContent('How far in advance should I book my appointment?');
    expect(buttons[9]).toHaveTextContent('How can I share feedback about my visit?');
  });

  it('opens one answer at a time, and closes the open one when pressed again', async () => {
    stubApi({});
    renderApp('/faq');
    const user = userEvent.setup();
    const booking = await screen.findByRole('button', {
      name: 'How far in advance should I book my appointment?',
    });
    const cancellation = screen.getByRole('button', { name: 'What is your cancellation policy?' });

    await user.click(booking);
    expect(booking).toHaveAttribute('aria-expanded', 'true');
    expect(main().getByRole('region', { name: booking.textContent! })).toHaveTextContent(
      'We recommend booking about a week ahead',
    );

    await user.click(cancellation);
    expect(cancellation).toHaveAttribute('aria-expanded', 'true');
    expect(booking).toHaveAttribute('aria-expanded', 'false');
    expect(main().getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(main().getByRole('region')).toHaveTextContent("24 hours' notice");

    await user.click(cancellation);
    expect(main().queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(main().queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    stubApi({});
    renderApp('/faq');
    const user = userEvent.setup();
    const late = await screen.findByRole('button', { name: 'What happens if I am running late?' });
    late.focus();
    await user.keyboard('{Enter}');
    expect(late).toHaveAttribute('aria-expanded', 'true');
    expect(main().getByRole('region')).toHaveTextContent('15 minutes');
    await user.keyboard(' ');
    expect(late).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('FAQ page in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the ten questions and their answers from the Sinhala module, with the configured contacts', async () => {
    stubApi({});
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'නිතර අසන ප්‍රශ්න' });
    // Its module loads when the page is first drawn in Sinhala.
    await main().findByRole('button', { name: 'මගේ වෙන්කිරීම කොපමණ කලින් කළ යුතුද?' });
    const buttons = main().getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(10);
    expect(buttons[9]).toHaveTextContent('මගේ පැමිණීම ගැන අදහස් බෙදා ගන්නේ කෙසේද?');
    expect(main().queryByText(/How far in advance/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(main().getByRole('button', { name: 'ඔබ තෑගි සහතික ලබා දෙනවාද?' }));
    const answer = main().getByRole('region', { name: 'ඔබ තෑගි සහතික ලබා දෙනවාද?' });
    expect(answer).toHaveTextContent('+94 11 234 5678 අංකයට අමතන්න');
    await user.click(main().getByRole('button', { name: 'වෙන්කිරීමකින් තොරව පැමිණෙන අයව ඔබ පිළිගන්නවාද?' }));
    expect(
      main().getByRole('region', { name: 'වෙන්කිරීමකින් තොරව පැමිණෙන අයව ඔබ පිළිගන්නවාද?' }),
    ).not.toHaveTextContent('Monday');
    expect(screen.getByRole('complementary', { name: 'තවමත් ප්‍රශ්නයක් තිබේද?' })).toBeInTheDocument();
  });
});
