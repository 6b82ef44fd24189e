import { useRef, type ChangeEvent, type CompositionEvent } from 'react';
import { limitEdit } from '@/lib/validation';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The props of a text control the limiter takes over; the rest pass straight through. */
export interface LengthLimitedProps<E extends TextElement> {
  value?: unknown;
  onChange?: (event: ChangeEvent<E>) => void;
  onCompositionStart?: (event: CompositionEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
}

type Handlers<E extends TextElement> = Required<Omit<LengthLimitedProps<E>, 'value'>>;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/**
 * Writes the limited value into the control itself, before React sees the change, and puts the caret right after
 * what was kept: React then finds the element already showing the value it renders and leaves caret and value alone.
 */
function showLimited(element: TextElement, value: string, caret: number | undefined): void {
  element.value = value;
  if (caret === undefined) return;
  try {
    element.setSelectionRange(caret, caret);
  } catch {
    // Some input types (email, number) have no selection; their caret simply goes to the end.
  }
}

/**
 * Makes an antd text control stop accepting characters past n Chinese characters (weighted length ≤ 2n, rules VAL-17,
 * VAL-21, VAL-22) while it is typed in, pasted into or filled by an IME. Letters being composed by an IME pass through
 * untouched (cutting pinyin mid-composition would break the IME); the limit applies to what the composition commits,
 * measured against the value before it started. Over the limit, only as much of the inserted text is kept as fits
 * (`limitEdit`); a value already over the limit (from the server or a draft) can still be edited down.
 *
 * The control must be controlled (`value` from a Form.Item or state). Returns the handlers to put on it, which call
 * the given ones with the limited value.
 */
export function useLengthLimit<E extends TextElement>(
  n: number,
  { value, onChange, onCompositionStart, onCompositionEnd }: LengthLimitedProps<E>,
): Handlers<E> {
  const composing = useRef(false);
  const beforeComposition = useRef('');
  const current = asText(value);

  return {
    onChange: (event) => {
      if (composing.current) {
        onChange?.(event);
        return;
      }
      const typed = event.target.value;
      const limited = limitEdit(current, typed, n);
      if (limited.value !== typed) {
        // The element the user types in: antd hands on a detached copy as `target`.
        const native = event.nativeEvent.target;
        const element = native instanceof HTMLInputElement || native instanceof HTMLTextAreaElement ? native : event.target;
        showLimited(element, limited.value, limited.caret);
        event.target.value = limited.value;
        // A keystroke past the limit changes nothing: nothing to report.
        if (limited.value === current) return;
      }
      onChange?.(event);
    },
    onCompositionStart: (event) => {
      composing.current = true;
      beforeComposition.current = current;
      onCompositionStart?.(event);
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      onCompositionEnd?.(event);
      const element = event.currentTarget;
      const committed = element.value;
      const limited = limitEdit(beforeComposition.current, committed, n);
      if (limited.value === committed) return;
      showLimited(element, limited.value, limited.caret);
      // A change event of the control, as a Form.Item (and an AutoComplete's own handler) read it: `target.value`.
      const change = Object.create(event, {
        target: { value: element },
        currentTarget: { value: element },
        type: { value: 'change' },
      }) as ChangeEvent<E>;
      onChange?.(change);
    },
  };
}
