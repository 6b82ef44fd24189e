import { Form, Input, Modal } from 'antd';
import Cookies from 'js-cookie';
import { toast } from '@/lib/feedback';

interface SecretDialogProps {
  open: boolean;
  onClose: () => void;
}

interface GrayValues {
  userId?: string;
  tenantId?: string;
}

const COOKIE_OPTIONS = { path: '/', expires: 1 } as const;

/** Rule SECRET-3: OK deletes the gray-release cookies, then sets userId and cookieTenantId when filled. */
export function applyGrayCookies({ userId, tenantId }: GrayValues): void {
  Cookies.remove('userId', { path: '/' });
  Cookies.remove('cookieTenantId', { path: '/' });
  if (userId?.trim()) Cookies.set('userId', userId.trim(), COOKIE_OPTIONS);
  if (tenantId?.trim()) Cookies.set('cookieTenantId', tenantId.trim(), COOKIE_OPTIONS);
}

/** The hidden gray-release dialog opened by the logo clicks (rules SECRET-1, SECRET-2). */
export function SecretDialog({ open, onClose }: SecretDialogProps) {
  const [form] = Form.useForm<GrayValues>();
  const submit = (values: GrayValues) => {
    applyGrayCookies(values);
    toast.success('灰度策略已设置');
    onClose();
  };
  return (
    <Modal
      open={open}
      title="灰度策略设置"
      okText="确定"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item label="用户ID（userId）" name="userId">
          <Input placeholder="选填" allowClear autoComplete="off" />
        </Form.Item>
        <Form.Item label="租户ID（tenantId）" name="tenantId">
          <Input placeholder="选填" allowClear autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
