import { Alert, Button, Form, Radio } from 'antd';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import type { EvaluationDimension } from '@/api/evaluation';
import { LimitedInput, LimitedTextArea } from '@/components/limited-input';
import { fieldRule, requiredRule } from '@/lib/validation';
import { commentMissing, EXTREME_SCORES } from '../lib/consistency';
import { CONCLUSION_LABEL, CONCLUSIONS, LIMITS, type EvaluationFormValues } from '../lib/evaluation-form';
import { isScore, meaningsOf } from '../lib/rubric';
import { commentRequired, noteLabel, notePlaceholder, SCALE_HINT } from '../lib/scoring-texts';
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
  /** Shown after the submit hint: the autosave line ("已自动保存 HH:mm"). */
  status?: ReactNode;
}

function DimensionField({ dimension, index }: { dimension: EvaluationDimension; index: number }) {
  const id = useId();
  const nameId = `${id}-name`;
  const form = Form.useFormInstance<EvaluationFormValues>();
  const score = Form.useWatch(['scores', dimension.code], form);
  const meanings = useMemo(() => meaningsOf(dimension.rubric), [dimension.rubric]);
  // A 1 or a 5 needs its reason (issue 23): the note says so as soon as one is chosen; its message comes on submit.
  const noteRequired = isScore(score) && EXTREME_SCORES.includes(score);
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
        <ScoreInput code={dimension.code} labelledBy={nameId} meanings={meanings} />
      </Form.Item>
      <Form.Item
        name={['notes', dimension.code]}
        rules={[
          fieldRule({ n: LIMITS.note, withPunctuation: true }),
          ({ getFieldValue }) => ({
            validator: (_, note: unknown) => {
              const scored: unknown = getFieldValue(['scores', dimension.code]);
              return isScore(scored) && commentMissing(scored, note)
                ? Promise.reject(new Error(commentRequired(dimension.name, scored)))
                : Promise.resolve();
            },
          }),
        ]}
        style={{ marginBottom: 0 }}
      >
        <LimitedInput
          n={LIMITS.note}
          placeholder={notePlaceholder(score, noteRequired)}
          aria-label={noteLabel(dimension.name, noteRequired)}
          aria-required={noteRequired}
        />
      </Form.Item>
    </div>
  );
}

/**
 * The evaluation form: a 1–5 score on each dimension's rubric and a note (required beside a 1 or a 5), the overall
 * recommendation and the written conclusion (rule INTERVIEW-4, issue 23). The draft is the page's: it hears every
 * change. Whether the recommendation agrees with the scores is the page's to ask, once these checks pass.
 */
export function EvaluationForm({
  dimensions,
  initialValues,
  onValuesChange,
  onSubmit,
  onInvalid,
  submitting,
  status,
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
        onValuesChange={(changed: Partial<EvaluationFormValues>) => {
          // A score changed away from (or to) a 1 or a 5: a note's message already shown is checked again.
          const shown = Object.keys(changed.scores ?? {})
            .map((code): ['notes', string] => ['notes', code])
            .filter((name) => form.getFieldError(name).length > 0);
          if (shown.length > 0) void form.validateFields(shown).catch(() => undefined);
          onValuesChange(all());
        }}
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
            <span className={styles.sectionHint}>{SCALE_HINT}</span>
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
          {status}
        </div>
      </Form>
    </div>
  );
}
