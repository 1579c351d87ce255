/**
 * A text a person can see, as it travels between the server and the screens
 * (docs/decisions/0035-messages-by-id.md): its id, which is its English in ICU MessageFormat
 * ('{title} can be booked once per visit'), and the values of its placeholders. Each screen
 * and mail formats it in its reader's language from the catalogues keyed by that id.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface MessageRef {
  readonly id: string;
  readonly params?: MessageParams;
}

/**
 * The English of a message: its id with each `{name}` filled. English is the source, so it
 * needs no catalogue; only simple placeholders are read here (the server's English answers
 * and the screens' English), every other ICU form is formatted by the catalogues' library.
 */
export const fillMessage = (id: string, params?: MessageParams): string =>
  params
    ? id.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      )
    : id;

/** A message built from `id` with `params`: what a service throws, what an answer carries. */
export const messageRef = (id: string, params?: MessageParams): MessageRef =>
  params ? { id, params } : { id };

/** The English text of a message, or of a plain text, which is its own id. */
export const englishOf = (message: string | MessageRef): string =>
  typeof message === 'string' ? message : fillMessage(message.id, message.params);

/** The fields an answer says a message with: its English, its id and its values. */
export const messageFields = (message: string | MessageRef) => {
  const { id, params } = typeof message === 'string' ? { id: message, params: undefined } : message;
  return { message: englishOf(message), messageId: id, ...(params && { params }) };
};
