import { TextField } from '../../../components/ui/text-field.tsx';
import type { TextFieldProps } from '../../../components/ui/text-field.tsx';

/** The e-mail field every account form asks for, with the browser's autofill hint. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return (
    <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />
  );
}
