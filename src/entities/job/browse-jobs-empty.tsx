import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePagePath } from '@/lib/routing';

/** An empty list (records, favourites) that leads to the job list of the current business and recruit type. */
export function BrowseJobsEmpty({ description }: { description: string }) {
  const navigate = useNavigate();
  const path = usePagePath();
  return (
    <Empty style={{ padding: '48px 0' }} description={description}>
      <Button type="primary" onClick={() => navigate(path('job'))}>
        去看看职位
      </Button>
    </Empty>
  );
}
