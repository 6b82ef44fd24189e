import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Result, Steps, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ResumeParseResult } from '@/api/resume';
import { RESUME_FILE_ACCEPT, resumeFileProblem } from './parse-messages';
import { useResumeParse } from './use-resume-parse';

export interface ResumeUploadPanelProps {
  /** Called once when a parse succeeds (status 1 or 2). */
  onParsed: (uuid: string, result: ResumeParseResult) => void;
  /** Offers "手动填写" after a parse error when given. */
  onManual?: () => void;
  /** What the success step is called, e.g. "确认信息". */
  finalStep?: string;
}

/**
 * Upload a resume file (pdf, jpg, jpeg, png; name rule VAL-11) and follow its parse: progress while
 * the server parses, a clear message with "重新上传" / "手动填写" when it fails.
 */
export function ResumeUploadPanel({ onParsed, onManual, finalStep = '确认信息' }: ResumeUploadPanelProps) {
  const { state, start, reset } = useResumeParse();
  const [fileProblem, setFileProblem] = useState<string>();
  const reported = useRef<string>(undefined);

  useEffect(() => {
    if (state.phase === 'done' && reported.current !== state.uuid) {
      reported.current = state.uuid;
      onParsed(state.uuid, state.result);
    }
  }, [state, onParsed]);

  if (state.phase === 'failed') {
    return (
      <Result
        status="warning"
        title="简历解析失败"
        subTitle={<span role="alert">{state.message}</span>}
        extra={[
          <Button key="retry" type="primary" onClick={reset}>
            重新上传
          </Button>,
          onManual ? (
            <Button key="manual" onClick={onManual}>
              手动填写
            </Button>
          ) : null,
        ]}
      />
    );
  }

  if (state.phase !== 'idle') {
    const current = state.phase === 'uploading' ? 0 : state.phase === 'parsing' ? 1 : 2;
    const percent = state.phase === 'uploading' ? 15 : state.phase === 'parsing' ? Math.min(90, 35 + state.polls * 15) : 100;
    return (
      <div style={{ padding: '24px 8px' }} aria-live="polite">
        <Steps
          current={current}
          size="small"
          items={[{ title: '上传文件' }, { title: '解析简历' }, { title: finalStep }]}
          style={{ marginBottom: 24 }}
        />
        <Progress percent={percent} status="active" aria-label="简历解析进度" />
        <p style={{ marginTop: 12, color: '#595959' }}>
          {state.phase === 'uploading'
            ? `正在上传「${state.fileName}」…`
            : state.phase === 'parsing'
              ? '正在解析简历…'
              : '解析完成'}
        </p>
      </div>
    );
  }

  return (
    <div>
      <Upload.Dragger
        accept={RESUME_FILE_ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = resumeFileProblem(file);
          setFileProblem(problem);
          if (!problem) start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽简历文件到这里上传</p>
        <p className="ant-upload-hint">支持 PDF、JPG、JPEG、PNG，不超过 10 MB；文件名至少包含2个汉字或2个英文字母</p>
      </Upload.Dragger>
      {fileProblem ? <Alert type="error" showIcon title={fileProblem} role="alert" style={{ marginTop: 12 }} /> : null}
    </div>
  );
}
