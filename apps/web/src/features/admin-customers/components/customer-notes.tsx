import {
  CUSTOMER_NOTE_KINDS,
  CUSTOMER_NOTE_MAX_LENGTH,
  createCustomerNoteRequestSchema,
  updateCustomerNoteRequestSchema,
} from '@salon/contracts';
import type { CustomerNote, CustomerNoteKind } from '@salon/contracts';
import { clsx } from 'clsx';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatTimestampDate } from '../../../lib/format-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useAddCustomerNote, useDeleteCustomerNote, useUpdateCustomerNote } from '../api/customer-notes.ts';

const KIND_LABELS: Record<CustomerNoteKind, string> = {
  allergy: 'Allergy',
  colour: 'Colour formula',
  general: 'General',
};
const KIND_CLASSES: Record<CustomerNoteKind, string> = {
  allergy: 'bg-red-100 text-red-900 ring-red-300',
  colour: 'bg-plum-100 text-plum-900 ring-plum-300',
  general: 'bg-gray-100 text-gray-800 ring-gray-300',
};
const saveFailed = 'Could not save the note';

function KindField({
  value,
  onChange,
}: {
  value: CustomerNoteKind;
  onChange: (kind: CustomerNoteKind) => void;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('Kind')}
      value={value}
      onChange={(event) => onChange(event.target.value as CustomerNoteKind)}
    >
      {CUSTOMER_NOTE_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(KIND_LABELS[kind])}
        </option>
      ))}
    </SelectField>
  );
}

/** One note, read or being edited in place. */
function NoteItem({ customerId, note }: { customerId: string; note: CustomerNote }) {
  const t = useT();
  const { language } = useLanguage();
  const update = useUpdateCustomerNote();
  const remove = useDeleteCustomerNote();
  const [confirmDialog, confirm] = useConfirm();
  const [editing, setEditing] = useState<{ body: string; kind: CustomerNoteKind } | null>(null);
  const [error, setError] = useState<string>();

  function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const parsed = updateCustomerNoteRequestSchema.safeParse(editing);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    update.mutate(
      { customerId, noteId: note._id, changes: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(t(answer.messageId ?? 'Note saved'));
          setEditing(null);
        },
        onError: (failure) => toast.error(t(errorMessage(failure, saveFailed))),
      },
    );
  }

  async function deleteNote() {
    const isConfirmed = await confirm({
      title: t('Delete this note?'),
      description: note.body,
      confirmLabel: t('Delete'),
      cancelLabel: t('Keep'),
    });
    if (!isConfirmed) return;
    remove.mutate(
      { customerId, noteId: note._id },
      {
        onSuccess: (answer) => toast.success(t(answer.messageId ?? 'Note deleted')),
        onError: (failure) => toast.error(t(errorMessage(failure, 'Could not delete the note'))),
      },
    );
  }

  if (editing) {
    return (
      <li className="rounded-2xl border border-sand-200 bg-white p-4">
        <form onSubmit={save} className="space-y-3" noValidate>
          <KindField value={editing.kind} onChange={(kind) => setEditing({ ...editing, kind })} />
          <TextareaField
            label={t('Note')}
            value={editing.body}
            maxLength={CUSTOMER_NOTE_MAX_LENGTH}
            error={error}
            onChange={(event) => {
              setError(undefined);
              setEditing({ ...editing, body: event.target.value });
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={update.isPending}>
              {t('Save')}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(null)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', KIND_CLASSES[note.kind])}
        >
          {t(KIND_LABELS[note.kind])}
        </span>
        <span className="text-xs text-ink-muted">{formatTimestampDate(note.updatedAt, language)}</span>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-ink">{note.body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing({ body: note.body, kind: note.kind })}>
          {t('Edit')}
        </Button>
        <Button variant="ghost" size="sm" isLoading={remove.isPending} onClick={() => void deleteNote()}>
          {t('Delete')}
        </Button>
      </div>
      {confirmDialog}
    </li>
  );
}

/** What the salon keeps about the customer: allergies, colour formulas, anything else. */
export function CustomerNotes({ customerId, notes }: { customerId: string; notes: CustomerNote[] }) {
  const t = useT();
  const add = useAddCustomerNote();
  const [kind, setKind] = useState<CustomerNoteKind>('allergy');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCustomerNoteRequestSchema.safeParse({ kind, body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    add.mutate(
      { customerId, note: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(t(answer.messageId ?? 'Note added'));
          setBody('');
        },
        onError: (failure) => toast.error(t(errorMessage(failure, saveFailed))),
      },
    );
  }

  return (
    <section aria-labelledby="customer-notes-title" className="space-y-4">
      <h2 id="customer-notes-title" className="text-xl text-plum-950">
        {t('Notes')}
      </h2>
      <form
        onSubmit={submit}
        className="space-y-3 rounded-3xl border border-sand-200 bg-white p-4"
        noValidate
      >
        <KindField value={kind} onChange={setKind} />
        <TextareaField
          label={t('Note')}
          hint="Only the salon sees notes."
          value={body}
          maxLength={CUSTOMER_NOTE_MAX_LENGTH}
          error={error}
          onChange={(event) => {
            setError(undefined);
            setBody(event.target.value);
          }}
        />
        <Button type="submit" isLoading={add.isPending}>
          {t('Add note')}
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('No notes yet.')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('Notes')}>
          {notes.map((note) => (
            <NoteItem key={note._id} customerId={customerId} note={note} />
          ))}
        </ul>
      )}
    </section>
  );
}
