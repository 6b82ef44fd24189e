import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Form, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { ResumeAttachment, ResumeParseResult } from '@/api/resume';
import { ResumeUploadPanel } from '@/entities/resume-upload/resume-upload-panel';
import { formatBytes } from '@/lib/format';
import { FormSection } from '../form-section';
import styles from '../resume-form.module.css';

/** Registers a form value that has no input of its own (the attachment is set by the upload). */
function HiddenValue(_props: { value?: unknown }) {
  return null;
}

/** The attached resume file: shown with its size and date, replaceable by a new upload, removable. */
export function AttachmentSection() {
  const form = Form.useFormInstance();
  const attachment = Form.useWatch<ResumeAttachment | null | undefined>('attachment', { form, preserve: true });
  const [uploading, setUploading] = useState(false);

  const onParsed = (_uuid: string, result: ResumeParseResult) => {
    form.setFieldValue('attachment', result.resume?.attachment ?? null);
    setUploading(false);
  };

  return (
    <FormSection
      id="resume-attachment"
      title="附件简历"
      extra={
        attachment && !uploading ? (
          <Button type="link" onClick={() => setUploading(true)}>
            重新上传
          </Button>
        ) : null
      }
    >
      <Form.Item name="attachment" noStyle>
        <HiddenValue />
      </Form.Item>
      {attachment && !uploading ? (
        <div className={styles.attachment}>
          <FileTextOutlined style={{ fontSize: 28, color: '#e4393c' }} aria-hidden="true" />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {attachment.fileName}
            </Typography.Text>
            <div className={styles.muted}>
              {formatBytes(attachment.fileSize)} · 上传于 {attachment.uploadTime}
            </div>
          </div>
          <Popconfirm
            title="确定删除附件简历吗？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => form.setFieldValue('attachment', null)}
          >
            <Button type="text" icon={<DeleteOutlined />}>
              删除
            </Button>
          </Popconfirm>
        </div>
      ) : (
        <ResumeUploadPanel onParsed={onParsed} finalStep="保存附件" />
      )}
    </FormSection>
  );
}
