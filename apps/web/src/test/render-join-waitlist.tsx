import type { ComponentProps } from 'react';
import { JoinWaitlist } from '../features/waitlist/components/join-waitlist.tsx';
import { renderApp } from './render-app.tsx';

/**
 * The waitlist's join button as a full day shows it (docs/decisions/0042-waitlist.md): 4 March,
 * bookable through April, for one haircut in the cart, unless `props` say otherwise.
 */
export function renderJoinWaitlist(props: Partial<ComponentProps<typeof JoinWaitlist>> = {}) {
  renderApp('/join-test', {
    routes: [
      {
        path: '/join-test',
        element: (
          <JoinWaitlist
            date="2030-03-04"
            range={{ min: '2030-03-01', max: '2030-04-30' }}
            services={[{ _id: 'svc-1', quantity: 1 }]}
            {...props}
          />
        ),
      },
    ],
  });
}
