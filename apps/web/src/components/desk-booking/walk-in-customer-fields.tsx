import type { Language } from '@salon/contracts';
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

interface WalkInCustomerFieldsProps {
  value: WalkInCustomer;
  onChange: (customer: WalkInCustomer) => void;
  /** Show the optional e-mail field. */
  withEmail?: boolean;
}

/** A customer who is not online, by name and phone (docs/decisions/0040-front-desk.md), and the language of their messages. */
export function WalkInCustomerFields({ value, onChange, withEmail = false }: WalkInCustomerFieldsProps) {
  const t = useT();
  const set = (change: Partial<WalkInCustomer>) => onChange({ ...value, ...change });
  return (
    <div className="space-y-3">
      <TextField
        label="Full name"
        value={value.name}
        required
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="off"
        value={value.phone}
        required
        onChange={(e) => set({ phone: e.target.value })}
      />
      {withEmail && (
        <TextField
          label="Email"
          type="email"
          optional
          value={value.email ?? ''}
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
