import type { ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { positionQueries } from '@/api/positions';
import { DeliveryResult } from '../components/delivery-result';

type Outcome = ComponentProps<typeof DeliveryResult>;

/** Send statuses (docs/decisions/010) that did not deliver again: 1 this job before, 3 a similar job lately. */
const NOT_DELIVERED = new Map<string | null, Outcome>([
  ['1', { status: 'info', title: '您已报名过该职位', subTitle: '您的报名信息已更新，请勿重复报名，可在投递记录中查看进度。' }],
  ['3', { status: 'info', title: '信息已保存', subTitle: '您近期已投递过相似职位，本次未重复投递；报名信息已更新到您的简历。' }],
]);

/** /registrationResult?id&status — the registration went through (status 1: this job was already registered). */
export default function RegistrationResultPage() {
  const [params] = useSearchParams();
  const jobName = useQuery(positionQueries.detail(params.get('id') ?? undefined)).data?.positionName;
  const outcome = NOT_DELIVERED.get(params.get('status')) ?? {
    status: 'success',
    title: '报名成功',
    subTitle: `${jobName ? `已报名「${jobName}」。` : '报名信息已提交。'}招聘专员会尽快与您联系，请保持电话畅通。`,
  };
  return <DeliveryResult {...outcome} />;
}
