/**
 * A field's label and its "Optional" mark share one line; in Tamil the words are long enough to
 * run into the next field, so inside these grids they wrap onto two lines instead.
 */
export const wrapLabels = '[&_label]:flex-wrap [&_label]:gap-x-2';
