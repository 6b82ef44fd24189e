import { Form, type FormListFieldData } from 'antd';
import { FieldCol } from '@/components/field-col';
import { RULES, endAfterStartRule } from './lib/field-rules';
import { MonthPicker } from './month-picker';

interface DateRangeColsProps {
  /** The Form.List the item belongs to, e.g. 'educations'. */
  list: string;
  field: FormListFieldData;
  /** Grid width of each of the two columns. */
  span: number;
  startPlaceholder: string;
  endPlaceholder: string;
}

/** Start and end month of a repeated item: the start is required, an empty end reads "至今". */
export function DateRangeCols({ list, field, span, startPlaceholder, endPlaceholder }: DateRangeColsProps) {
  const form = Form.useFormInstance();
  const startPath = [list, field.name, 'startDate'];
  return (
    <>
      <FieldCol span={span} label="开始时间" name={[field.name, 'startDate']} rules={RULES.startDate}>
        <MonthPicker placeholder={startPlaceholder} />
      </FieldCol>
      <FieldCol
        span={span}
        label="结束时间"
        name={[field.name, 'endDate']}
        dependencies={[startPath]}
        rules={[endAfterStartRule(() => form.getFieldValue(startPath) as string)]}
      >
        <MonthPicker placeholder={endPlaceholder} emptyLabel="至今" />
      </FieldCol>
    </>
  );
}
