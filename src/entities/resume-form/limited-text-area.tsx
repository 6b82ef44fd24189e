import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { lengthLimit, weightedLength } from '@/lib/validation';

interface LimitedTextAreaProps extends Omit<TextAreaProps, 'showCount' | 'maxLength'> {
  /** Allowed number of Chinese characters. */
  n: number;
}

/** A text area whose counter shows the weighted length of rule VAL-24 (a Chinese character counts 2) against 2n. */
export function LimitedTextArea({ n, ...props }: LimitedTextAreaProps) {
  return (
    <Input.TextArea
      rows={4}
      {...props}
      showCount={{ formatter: ({ value }) => `${weightedLength(value)} / ${lengthLimit(n)}` }}
    />
  );
}
