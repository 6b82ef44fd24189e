import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import type { BusinessName } from '@/lib/config/business';
import { homePath } from '@/lib/config/paths';
import { SITE_NAME } from './theme';

/** Rule ROUTE-7: an unknown path inside the layout. */
export function NotFoundPage({ business }: { business: BusinessName }) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `404 - ${SITE_NAME}`;
  }, []);
  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="404"
        title={<h1 className="result-heading">404</h1>}
        subTitle="页面没有找到"
        extra={
          <Button type="primary" onClick={() => navigate(homePath(business))}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
