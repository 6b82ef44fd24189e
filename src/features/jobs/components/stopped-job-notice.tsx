import { Alert } from 'antd';
import { STOPPED_JOB_NOTICE } from './stopped-job-text';

/** The notice above a stopped job's summary (loaded with the first stopped job: antd's Alert and its status icons). */
export default function StoppedJobNotice() {
  return <Alert type="warning" showIcon title={STOPPED_JOB_NOTICE} style={{ marginBottom: 16 }} />;
}
