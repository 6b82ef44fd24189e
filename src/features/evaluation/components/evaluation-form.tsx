import { Alert, Button, Form, Radio } from 'antd';
import { useId, useRef } from 'react';
import type { EvaluationDimension } from '@/api/evaluation';
import { LimitedInput, LimitedTextArea } from '@/components/limited-input';
import { fieldRule, requiredRule } from '@/lib/validation';
import { CONCLUSION_LABEL, CONCLUSIONS, LIMITS, type EvaluationFormValues } from '../lib/evaluation-form';
import { focusScore, ScoreInput } from './score-input';
import styles from './evaluation.module.css';

interface EvaluationFormProps {
  dimensions: EvaluationDimension[];
  initialValues: EvaluationFormValues;
  /** Every change, with all the values: the draft. */
  onValuesChange: (values: EvaluationFormValues) => void;
  /** Called with the values once they pass the checks. */
  onSubmit: (values: EvaluationFormValues) => void;
  /** Called when the checks fail, with the values as they are. */
  onInvalid: (values: EvaluationFormValues) => void;
  submitting: boolean;
  /** Why the last submit did not go through (the checks, or the server's message), shown beside the button. */
  problem?: string;
}

function DimensionField({ dimension, index }: { dimension: EvaluationDimension; index: number }) {
  const id = useId();
  const nameId = `${id}-name`;
  return (
    <div className={styles.dimension} role="group" aria-labelledby={nameId}>
      <div className={styles.dimensionHead}>
        <span id={nameId} className={styles.dimensionName}>
          {index + 1}. {dimension.name}
        </span>
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </div>
      <Form.Item
        name={['scores', dimension.code]}
        rules={[{ required: true, message: `请为「${dimension.name}」打分` }]}
        style={{ marginBottom: 8 }}
      >
        <ScoreInput code={dimension.code} labelledBy={nameId} />
      </Form.Item>
      <Form.Item
        name={['notes', dimension.code]}
        rules={[fieldRule({ n: LIMITS.note, withPunctuation: true })]}
        style={{ marginBottom: 0 }}
      >
        <LimitedInput n={LIMITS.note} placeholder="备注（选填）" aria-label={`${dimension.name}备注（选填）`} />
      </Form.Item>
    </div>
  );
}

/**
 * The evaluation form: a 1–5 score and an optional note per dimension, the overall recommendation and the written
 * conclusion (rule INTERVIEW-4). The draft is the page's: it hears every change.
 */
export function EvaluationForm({
  dimensions,
  initialValues,
  onValuesChange,
  onSubmit,
  onInvalid,
  submitting,
  problem,
}: EvaluationFormProps) {
  const [form] = Form.useForm<EvaluationFormValues>();
  const container = useRef<HTMLDivElement>(null);
  const all = () => form.getFieldsValue(true) as EvaluationFormValues;
  return (
    <div ref={container}>
      <Form<EvaluationFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => onValuesChange(all())}
        onFinish={() => onSubmit(all())}
        onFinishFailed={({ errorFields }) => {
          onInvalid(all());
          // antd focuses its own inputs; a score group is focused here, so it can be scored with a digit at once.
          const [kind, code] = errorFields[0]?.name ?? [];
          if (kind === 'scores' && typeof code === 'string') focusScore(container.current, code);
        }}
        scrollToFirstError={{ block: 'center', focus: true }}
        aria-label="面试评价表"
      >
        <section className={styles.formSection} aria-labelledby="evaluation-dimensions">
          <h2 id="evaluation-dimensions" className={styles.sectionTitle}>
            维度评分
            <span className={styles.sectionHint}>每个维度 1–5 分；选中评分后可用方向键调整，或直接按数字键 1–5</span>
          </h2>
          {dimensions.map((dimension, index) => (
            <DimensionField key={dimension.code} dimension={dimension} index={index} />
          ))}
        </section>
        <section className={styles.formSection} aria-labelledby="evaluation-conclusion">
          <h2 id="evaluation-conclusion" className={styles.sectionTitle}>
            面试结论
          </h2>
          <Form.Item label="综合推荐" name="conclusion" rules={[requiredRule('综合推荐', 'select')]}>
            <Radio.Group
              aria-label="综合推荐"
              options={CONCLUSIONS.map((conclusion) => ({ value: conclusion, label: CONCLUSION_LABEL[conclusion] }))}
            />
          </Form.Item>
          <Form.Item
            label="评价总结"
            name="comment"
            rules={[requiredRule('评价总结'), fieldRule({ n: LIMITS.comment, withPunctuation: true })]}
            style={{ marginBottom: 8 }}
          >
            <LimitedTextArea n={LIMITS.comment} rows={5} placeholder="候选人的主要优势、不足，以及给出该结论的理由" />
          </Form.Item>
        </section>
        <div className={styles.submitBar}>
          {problem ? <Alert type="error" showIcon role="alert" title={problem} className={styles.problem} /> : null}
          <Button type="primary" size="large" htmlType="submit" loading={submitting}>
            提交评价
          </Button>
          <span className={styles.submitHint}>提交后不可修改；填写内容已自动保存在本机</span>
        </div>
      </Form>
    </div>
  );
}
