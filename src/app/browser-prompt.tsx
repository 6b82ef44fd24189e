import { Alert } from 'antd';

/** The prompt of BrowserSupportBanner (rule LINK-8). */
export default function BrowserPrompt({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      banner
      type="warning"
      title="您当前使用的浏览器版本过低或不受支持，部分功能可能无法正常使用。建议使用 Chrome 68 及以上版本的浏览器访问。"
      closable={{ onClose, 'aria-label': '关闭提示' }}
    />
  );
}
