import { Button, Result } from 'antd';

/** A job that does not exist (any more), with the way on to other jobs. */
export default function JobNotFound({ onMoreJobs }: { onMoreJobs: () => void }) {
  return (
    <Result
      status="404"
      title={<h1 className="result-heading">职位不存在或已下线</h1>}
      subTitle="该职位可能已经招满或停止招聘，去看看其他机会吧。"
      extra={
        <Button type="primary" onClick={onMoreJobs}>
          查看更多职位
        </Button>
      }
    />
  );
}
