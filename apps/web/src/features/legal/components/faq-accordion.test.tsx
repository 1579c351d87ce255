import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
