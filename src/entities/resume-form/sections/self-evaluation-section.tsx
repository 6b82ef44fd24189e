import { Form } from 'antd';
import { LimitedTextArea } from '@/components/limited-input';
import { LIMITS, RULES } from '../lib/field-rules';
import { FormSection } from '../form-section';

/** A few sentences about the candidate. */
export function SelfEvaluationSection() {
  return (
    <FormSection id="resume-self" title="自我评价">
      <Form.Item label="自我评价" name="selfEvaluation" rules={RULES.selfEvaluation}>
        <LimitedTextArea n={LIMITS.selfEvaluation} rows={5} placeholder="介绍你的优势、性格与职业规划" />
      </Form.Item>
    </FormSection>
  );
}
