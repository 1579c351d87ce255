import { useState } from 'react';
import { walkInProblems, withoutChanged } from './walk-in-customer-fields.tsx';
import type { WalkInCustomer, WalkInProblems } from './walk-in-customer-fields.tsx';

/**
 * A walk-in customer as a desk dialog keeps them: what was typed and the marks of a refused
 * submit, which a field loses as soon as the user edits it (issue 29).
 */
export function useWalkInCustomer(initial: WalkInCustomer) {
  const [customer, setCustomer] = useState(initial);
  const [problems, setProblems] = useState<WalkInProblems>();
  return {
    customer,
    /** After a refused submit: marks the wrong fields (none where `isAsked` is false) and returns them. */
    markProblems(isAsked = true) {
      const marks = isAsked ? walkInProblems(customer) : {};
      setProblems(marks);
      return marks;
    },
    clearProblems: () => setProblems(undefined),
    /** The props of `WalkInCustomerFields` this state drives. */
    fields: {
      value: customer,
      problems,
      onChange(next: WalkInCustomer) {
        setProblems((marks) => marks && withoutChanged(marks, customer, next));
        setCustomer(next);
      },
    },
  };
}
