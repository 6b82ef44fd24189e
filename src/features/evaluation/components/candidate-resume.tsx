import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Resume } from '@/api/resume';
import { displayOrDash, formatSalary, maskPhone } from '@/lib/format';
import styles from './resume-view.module.css';

const SKILL_LEVEL: Record<number, string> = { 1: '了解', 2: '熟悉', 3: '熟练', 4: '精通' };

function period(start: string, end: string): string {
  return `${displayOrDash(start)} – ${end || '至今'}`;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Entry({ title, meta, time, text }: { title: string; meta?: string; time: string; text?: string }) {
  return (
    <div className={styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>{title}</span>
        <span className={styles.entryTime}>{time}</span>
      </div>
      {meta && <div className={styles.entryMeta}>{meta}</div>}
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}

const join = (...parts: Array<string | null | undefined>) => parts.filter((part) => part && part.trim()).join(' · ');

/**
 * A candidate's resume, read-only and compact, for the interviewer beside the evaluation form. Sections without
 * content are left out; the phone is masked (decisions 11 of ../shared/decisions.md).
 */
export function CandidateResume({ resume }: { resume: Resume }) {
  const { basicInfo: info, jobIntention: intention } = resume;
  const gender = info.gender === 1 ? '男' : info.gender === 2 ? '女' : '';
  const years = info.workYears === null ? '' : info.workYears === 0 ? '应届生' : `${info.workYears}年工作经验`;
  const skills = [
    ...resume.skills.map((s) => `${s.name}${SKILL_LEVEL[s.level] ? `（${SKILL_LEVEL[s.level]}）` : ''}`),
    ...resume.languages.map((l) => join(l.language, l.level)),
    ...resume.certificates.map((c) => c.name),
  ].filter(Boolean);
  return (
    <div>
      <div className={styles.head}>
        <div className={styles.name}>{displayOrDash(info.name)}</div>
        <div className={styles.meta}>
          {join(gender, info.birthday && `${info.birthday} 出生`, info.highestEducationName, years, info.currentCityName) || '--'}
        </div>
        <div className={styles.meta}>{join(maskPhone(info.phone), info.email) || '--'}</div>
      </div>
      <Block title="求职意向">
        <div className={styles.text}>
          {join(
            intention.expectedPosition,
            intention.expectedCityNames.join('、'),
            intention.expectedSalaryMin !== null || intention.expectedSalaryMax !== null
              ? formatSalary(intention.expectedSalaryMin, intention.expectedSalaryMax)
              : '',
            intention.jobStatus,
            intention.arrivalTime && `到岗：${intention.arrivalTime}`,
          ) || '--'}
        </div>
      </Block>
      {resume.works.length > 0 && (
        <Block title="工作经历">
          {resume.works.map((work, i) => (
            <Entry
              key={work.id ?? i}
              title={displayOrDash(work.company)}
              meta={join(work.positionName, work.department)}
              time={period(work.startDate, work.endDate)}
              text={work.description}
            />
          ))}
        </Block>
      )}
      {resume.projects.length > 0 && (
        <Block title="项目经历">
          {resume.projects.map((project, i) => (
            <Entry
              key={project.id ?? i}
              title={displayOrDash(project.name)}
              meta={project.role}
              time={period(project.startDate, project.endDate)}
              text={project.description}
            />
          ))}
        </Block>
      )}
      {resume.educations.length > 0 && (
        <Block title="教育经历">
          {resume.educations.map((education, i) => (
            <Entry
              key={education.id ?? i}
              title={displayOrDash(education.school)}
              meta={join(education.major, education.educationName, education.isFullTime ? '全日制' : '非全日制')}
              time={period(education.startDate, education.endDate)}
            />
          ))}
        </Block>
      )}
      {skills.length > 0 && (
        <Block title="技能与证书">
          <div className={styles.tags}>
            {skills.map((skill, i) => (
              <Tag key={`${i}-${skill}`}>{skill}</Tag>
            ))}
          </div>
        </Block>
      )}
      {resume.selfEvaluation && (
        <Block title="自我评价">
          <p className={styles.text}>{resume.selfEvaluation}</p>
        </Block>
      )}
      {resume.attachment && (
        <Block title="附件简历">
          <div className={styles.text}>{displayOrDash(resume.attachment.fileName)}</div>
        </Block>
      )}
    </div>
  );
}
