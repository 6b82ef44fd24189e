import { MobileOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { config } from '@/lib/config/env';
import { SITE_NAME } from './theme';

/**
 * Rule LINK-6: a mobile visitor on an h5 path that this desktop app serves (e.g. a dev server) is
 * pointed to the mobile app instead of being redirected again, so there is never a redirect loop.
 */
export function MobileNoticePage() {
  useEffect(() => {
    document.title = `移动版 - ${SITE_NAME}`;
  }, []);
  return (
    <div style={{ minHeight: '100vh', background: '#fff', padding: '48px 20px', textAlign: 'center' }}>
      <BrandLogo />
      <Result
        icon={<MobileOutlined style={{ color: '#e4393c' }} />}
        title="请使用招聘门户移动版"
        subTitle="您正在使用手机访问，电脑版页面暂不支持移动设备。请在招聘门户 App 或移动版网页中查看职位与投递简历。"
        extra={
          <Button type="primary" href={config.mobileUrl}>
            打开移动版
          </Button>
        }
      />
    </div>
  );
}
