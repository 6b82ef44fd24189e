import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { positionQueries } from '@/api/positions';
import { DeliveryResult } from '../components/delivery-result';

/** /sendResult?id={positionDemandId}&recordId=… — the delivery went through; what to do next. */
export default function SendResultPage() {
  const [params] = useSearchParams();
  const jobName = useQuery(positionQueries.detail(params.get('id') ?? undefined)).data?.positionName;
  return (
    <DeliveryResult
      status="success"
      title="投递成功"
      subTitle={
        <>
          {jobName ? `您的简历已投递至「${jobName}」。` : '您的简历已投递成功。'}
          HR 会尽快查看，后续进展会通过短信和邮件通知您，也可以随时在投递记录中查看。
        </>
      }
    />
  );
}
