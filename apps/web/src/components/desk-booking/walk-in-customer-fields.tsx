import { walkInCustomerSchema } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { useEffect, useRef } from 'react';
import { focusFirstInvalid } from '../../lib/focus-first-invalid.ts';
import { useT } from '../../lib/use-language.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { languageNames } from './desk-booking.ts';

export interface WalkInCustomer {
  name: string;
  phone: string;
  /** Only where the dialog asks for one (the owner's; a stylist never types an e-mail). */
  email?: string;
  language: Language;
}

/** What is wrong with each typed field, as the contract words it. */
export type WalkInProblems = Partial<Record<'name' | 'phone' | 'email', string>>;

/**
 * The walk-in's problems by field (the contract's own check), so the dialog marks the field that
 * is wrong rather than only saying so at its foot (issue 29: a bad phone went unmarked).
 */
export function walkInProblems(customer: WalkInCustomer): WalkInProblems {
  const parsed = walkInCustomerSchema.safeParse(customer);
  const problems: WalkInProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'phone' || field === 'email') && !problems[field])
      problems[field] = issue.message;
  }
  return problems;
}

/** `problems` less those of the fields `next` changed: a field the user edits loses its mark. */
export function withoutChanged(problems: WalkInProblems, before: WalkInCustomer, next: WalkInCustomer) {
  const kept: WalkInProblems = {};
  for (const field of ['name', 'phone', 'email'] as const)
    if (problems[field] && before[field] === next[field]) kept[field] = problems[field];
  return kept;
}

interface WalkInCustomerFieldsProps {
  value: WalkInCustomer;
  onChange: (customer: WalkInCustomer) => void;
  /** Show the optional e-mail field. */
  withEmail?: boolean;
  /** Marked at their fields; a new set moves the focus to its first field. */
  problems?: WalkInProblems | undefined;
}

/** A customer who is not online, by name and phone (docs/decisions/0040-front-desk.md), and the language of their messages. */
export function WalkInCustomerFields({
  value,
  onChange,
  withEmail = false,
  problems,
}: WalkInCustomerFieldsProps) {
  const t = useT();
  // Marks that change as the user types (a field losing its mark) take no focus: only a refusal does.
  const isTyping = useRef(false);
  const set = (change: Partial<WalkInCustomer>) => {
    isTyping.current = true;
    onChange({ ...value, ...change });
  };
  const fieldsRef = useRef<HTMLDivElement>(null);
  // After a refused submit the first wrong field takes the focus, so it is read out and, on a
  // phone, scrolled into view (the dialog's foot is a screen away).
  useEffect(() => {
    if (isTyping.current || !problems) return;
    focusFirstInvalid(fieldsRef.current);
  }, [problems]);
  useEffect(() => {
    isTyping.current = false;
  });
  return (
    <div ref={fieldsRef} className="space-y-3">
      <TextField
        label="Full name"
        value={value.name}
        error={problems?.name}
        required
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="off"
        value={value.phone}
        error={problems?.phone}
        required
        onChange={(e) => set({ phone: e.target.value })}
      />
      {withEmail && (
        <TextField
          label="Email"
          type="email"
          optional
          value={value.email ?? ''}
          error={problems?.email}
          onChange={(e) => set({ email: e.target.value })}
        />
      )}
      <SelectField
        label={t('Language of their messages')}
        value={value.language}
        onChange={(e) => set({ language: e.target.value as Language })}
      >
        {(Object.keys(languageNames) as Language[]).map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
