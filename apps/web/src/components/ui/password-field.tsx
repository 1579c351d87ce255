import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { useT } from '../../lib/use-language.tsx';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false);
  const t = useT();
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={t(isVisible ? 'Hide {field}' : 'Show {field}', { field: t(props.label).toLowerCase() })}
          aria-pressed={isVisible}
          className="grid size-9 place-items-center rounded-lg text-ink-muted pointer-coarse:size-11 hover:bg-sand-100 hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      }
    />
  );
}
