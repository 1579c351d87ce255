import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap.ts';

function Modal({ children, returnFocusTo }: { children: ReactNode; returnFocusTo?: HTMLElement | null }) {
  const ref = useFocusTrap<HTMLDivElement>(true, { returnFocusTo });
  return (
    <div ref={ref} role="dialog" aria-label="Modal" tabIndex={-1}>
      {children}
    </div>
  );
}

/** A page with a button before and after the modal, so a focus escaping the trap would land on one. */
function Page({
  modal,
  elsewhere = false,
}: {
  modal: (close: () => void) => ReactNode;
  elsewhere?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <>
      <button onClick={() => setIsOpen(true)}>Open</button>
      <button ref={setTarget}>Somewhere else</button>
      {isOpen && (
        <Modal returnFocusTo={elsewhere ? target : undefined}>{modal(() => setIsOpen(false))}</Modal>
      )}
      <button>After</button>
    </>
  );
}

const threeButtons = (close: () => void) => (
  <>
    <button onClick={close}>Close</button>
    <button>Middle</button>
    <button>Last</button>
  </>
);

async function open(modal: (close: () => void) => ReactNode, elsewhere = false) {
  const user = userEvent.setup();
  render(<Page modal={modal} elsewhere={elsewhere} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('useFocusTrap', () => {
  it('moves focus to the first focusable element when it opens', async () => {
    await open(threeButtons);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('prefers the element marked data-autofocus', async () => {
    await open(() => (
      <>
        <button>First</button>
        <input aria-label="Code" data-autofocus />
      </>
    ));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('focuses the container when nothing inside can take focus, and Tab stays there', async () => {
    const user = await open(() => <p>Nothing to press</p>);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('cycles Tab forwards and Shift+Tab backwards without leaving', async () => {
    const user = await open(threeButtons);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('returns focus to the opener when it closes', async () => {
    const user = await open(threeButtons);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus where it is told to', async () => {
    const user = await open(threeButtons, true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus();
  });
});
