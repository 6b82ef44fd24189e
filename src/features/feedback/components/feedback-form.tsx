import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Radio } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { feedbackMutations, type FeedbackType } from '@/api/feedback';
import { AutosaveStatus } from '@/components/autosave-status';
import { DraftRestoredAlert } from '@/components/draft-restored-alert';
import { LimitedTextArea } from '@/components/limited-input';
import { useDraft } from '@/lib/storage';
import { isWithinLimit, lengthMessage } from '@/lib/validation';
import {
  FEEDBACK_CONTENT_N,
  FEEDBACK_TYPE_LABEL,
  FEEDBACK_TYPES,
  feedbackFailureMessage,
  hasDraftContent,
  type FeedbackDraft,
} from '../lib/feedback';

const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ value: type, label: FEEDBACK_TYPE_LABEL[type] }));

interface FeedbackValues {
  type?: FeedbackType;
  content?: string;
}

type Outcome = { type: 'success' | 'error'; text: string };

/**
 * The report form: type and content, a local draft per staff user (`userKey`; none without one), and one call per
 * submit however often the button is clicked. What the server answered shows under the button.
 */
export function FeedbackForm({ userKey }: { userKey: string | undefined }) {
  const [form] = Form.useForm<FeedbackValues>();
  // The page shows the server's message itself, next to the form (no toast).
  const submit = useMutation(feedbackMutations.submit({ noMessage: true }));
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const drafts = useDraft<FeedbackDraft>('feedback', userKey);
  const restored = useMemo(() => {
    const draft = drafts.load()?.value;
    return hasDraftContent(draft) ? draft : undefined;
  }, [drafts]);
  const [draftShown, setDraftShown] = useState(restored !== undefined);

  const saveDraft = (values: FeedbackValues) => {
    const draft: FeedbackDraft = { type: values.type, content: values.content ?? '' };
    if (hasDraftContent(draft)) drafts.save(draft);
    else drafts.clear();
  };

  const discardDraft = () => {
    drafts.clear();
    form.resetFields();
    form.setFieldsValue({ type: undefined, content: '' });
    setDraftShown(false);
  };

  const onFinish = async (values: FeedbackValues) => {
    // A second click while the first report is on its way sends nothing (rule DRAFT-7).
    if (sending.current || values.type === undefined) return;
    sending.current = true;
    setOutcome(undefined);
    try {
      await submit.mutateAsync({ type: values.type, content: (values.content ?? '').trim() });
      drafts.clear();
      form.setFieldsValue({ type: undefined, content: '' });
      setDraftShown(false);
      setOutcome({ type: 'success', text: '提交成功，我们会尽快处理，处理进度与回复可在下方“我的反馈”中查看。' });
    } catch (error) {
      setOutcome({ type: 'error', text: feedbackFailureMessage(error) });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form<FeedbackValues>
      form={form}
      name="feedback"
      layout="vertical"
      requiredMark
      initialValues={restored ?? { content: '' }}
      onValuesChange={(_, all) => saveDraft(all)}
      onFinish={(values) => void onFinish(values)}
    >
      {draftShown && <DraftRestoredAlert onDiscard={discardDraft} />}
      <Form.Item name="type" label="问题类型" rules={[{ required: true, message: '请选择问题类型' }]}>
        <Radio.Group role="radiogroup" aria-label="问题类型" options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="content"
        label="问题描述"
        rules={[
          { required: true, whitespace: true, message: '请填写问题描述' },
          {
            validator: (_, value: string | undefined) =>
              isWithinLimit(value ?? '', FEEDBACK_CONTENT_N)
                ? Promise.resolve()
                : Promise.reject(new Error(lengthMessage(FEEDBACK_CONTENT_N))),
          },
        ]}
      >
        <LimitedTextArea
          n={FEEDBACK_CONTENT_N}
          rows={5}
          placeholder="请描述遇到的问题，如涉及的好友姓名、推荐职位和时间，便于我们尽快核实处理"
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交反馈
        </Button>
        <AutosaveStatus draftKey={drafts.key} style={{ marginInlineStart: 16 }} />
      </Form.Item>
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.text}
          role={outcome.type === 'error' ? 'alert' : 'status'}
          style={{ marginTop: 16 }}
        />
      )}
    </Form>
  );
}
