import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resumeQueries } from '@/api/resume';
import { ContentContainer } from '@/components/content-container';
import { LoadErrorResult } from '@/components/load-error-result';
import { PageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/entities/session';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';
import { FriendResumeEditor } from '../components/friend-resume-editor';

/** /editResume[?id={friend's resume id}] — a friend's resume, new or kept, in the shared resume form (rule STAFF-5). */
export default function EditFriendResumePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = usePagePath();
  const session = useSession();
  const resumeType = RECRUIT_TYPE_REGISTRY[useRecruitType()].resumeType;
  const id = params.get('id') ?? '';
  const resume = useQuery(resumeQueries.byId(id));
  const userKey = session.userInfo?.ucId;
  const list = path('maintainedResume');

  // Without the signed-in user the draft has no owner (rule DRAFT-1): say so rather than wait forever.
  const userFailed = !session.loading && userKey === undefined;
  if (resume.isError || userFailed) {
    return (
      <ContentContainer style={{ padding: '24px 0 40px' }}>
        <LoadErrorResult
          what="简历"
          headingLevel={1}
          retrying={resume.isFetching}
          onRetry={() => (userFailed ? window.location.reload() : void resume.refetch())}
        />
        {/* The shared view offers only "重试": the way back to the list stands under it. */}
        <p style={{ textAlign: 'center', margin: 0 }}>
          <Button onClick={() => navigate(list)}>返回简历管理</Button>
        </p>
      </ContentContainer>
    );
  }
  if (!userKey || (id && !resume.data)) return <PageSkeleton />;

  return (
    <ContentContainer style={{ padding: '24px 0 40px' }}>
      <header style={{ marginBottom: 16 }}>
        <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{id ? '编辑好友简历' : '新建好友简历'}</h1>
        <p style={{ margin: 0, color: '#595959' }}>
          {id ? '修改后的内容用于之后的推荐，已提交的推荐不受影响' : '为好友填写一份简历，保存后即可在推荐职位时选用'}
          {' · '}带 <span aria-hidden="true">*</span> 的为必填项，填写内容会自动保存为草稿
        </p>
      </header>
      <FriendResumeEditor
        key={id}
        resume={resume.data}
        resumeType={resumeType}
        userKey={userKey}
        submitText="保存简历"
        onSaved={() => navigate(list)}
        onCancel={() => navigate(list)}
        existing={{
          actionText: '编辑该简历',
          onUse: (friend) => navigate(path('editResume', { query: { id: friend.id } })),
        }}
      />
    </ContentContainer>
  );
}
