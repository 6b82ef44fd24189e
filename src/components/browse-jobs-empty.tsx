import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@/lib/config/paths';
import { useBusinessInfoStore } from '@/stores/business-info';

/** An empty candidate list (records, favourites) that leads to the job list of the current recruit type. */
export function BrowseJobsEmpty({ description }: { description: string }) {
  const navigate = useNavigate();
  const recruitType = useBusinessInfoStore((state) => state.info.recruitType) ?? 'social';
  return (
    <Empty style={{ padding: '48px 0' }} description={description}>
      <Button type="primary" onClick={() => navigate(pagePath('candidate', 'job', recruitType))}>
        去看看职位
      </Button>
    </Empty>
  );
}
