import { Input } from 'antd';
import type { ComponentProps } from 'react';
import { lengthLimit, weightedLength } from '@/lib/validation';
import { useLengthLimit } from './use-length-limit';

interface Limit {
  /** Allowed number of Chinese characters: the field takes a weighted length of at most 2n (rule VAL-17). */
  n: number;
}

// `maxLength` (UTF-16 units) stays available as a cap on top, e.g. the 11 digits of a phone number.
type LimitedInputProps = Omit<ComponentProps<typeof Input>, 'count'> & Limit;
type LimitedSearchProps = Omit<ComponentProps<typeof Input.Search>, 'count'> & Limit;
type LimitedTextAreaProps = Omit<ComponentProps<typeof Input.TextArea>, 'count' | 'showCount'> & Limit;

/**
 * antd's `Input` that stops accepting characters past n Chinese characters (a Chinese character counts 2), also for
 * pastes and IME input (`useLengthLimit`). Use it, controlled, for every text field with a length rule.
 */
export function LimitedInput({ n, value, onChange, onCompositionStart, onCompositionEnd, ...props }: LimitedInputProps) {
  const limit = useLengthLimit(n, { value, onChange, onCompositionStart, onCompositionEnd });
  return <Input {...props} value={value} {...limit} />;
}

/** antd's `Input.Search` with the length limit of `LimitedInput`. */
export function LimitedSearch({ n, value, onChange, onCompositionStart, onCompositionEnd, ...props }: LimitedSearchProps) {
  const limit = useLengthLimit(n, { value, onChange, onCompositionStart, onCompositionEnd });
  return <Input.Search {...props} value={value} {...limit} />;
}

/**
 * antd's `Input.TextArea` with the length limit of `LimitedInput` and the weighted counter of rule VAL-24:
 * "{weighted length} / {2n}".
 */
export function LimitedTextArea({ n, value, onChange, onCompositionStart, onCompositionEnd, ...props }: LimitedTextAreaProps) {
  const limit = useLengthLimit(n, { value, onChange, onCompositionStart, onCompositionEnd });
  return (
    <Input.TextArea
      rows={4}
      {...props}
      value={value}
      {...limit}
      showCount={{ formatter: ({ value: shown }) => `${weightedLength(shown)} / ${lengthLimit(n)}` }}
    />
  );
}
