import { useRef, type FocusEvent } from 'react';

/**
 * The focus handler of a dialog's first field: the dialog's focus trap selects the field's text as
 * it opens; the caret goes after it instead, so what the researcher types at once goes on from the
 * biblio's title or ISN (docs/decisions/038). Only the first focus counts.
 */
export function useCaretAfterText() {
  const opening = useRef(true);
  return (event: FocusEvent<HTMLInputElement>) => {
    if (!opening.current) return;
    opening.current = false;
    const input = event.currentTarget;
    // A microtask runs after the trap's select(), which follows its focus() in the same task.
    queueMicrotask(() => input.setSelectionRange(input.value.length, input.value.length));
  };
}
