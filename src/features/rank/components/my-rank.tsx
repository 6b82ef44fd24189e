import { Button } from 'antd';
import type { RankingItem } from '@/api/points';
import { LevelTag } from '@/entities/referral-level/level-tag';
import { displayOrDash } from '@/lib/format';
import { rankFigure, type RankType } from '../lib/rank';
import { RankNo, RankPerson } from './rank-person';
import styles from './rank.module.css';

interface MyRankProps {
  mine: RankingItem;
  rankType: RankType;
  /** Opens the page where I stand; absent when that page is shown. */
  onLocate?: () => void;
}

/** The signed-in employee's own row, pinned above the leaderboard whichever page is shown. */
export function MyRank({ mine, rankType, onLocate }: MyRankProps) {
  return (
    <section className={styles.pinned} aria-label="我的排名" data-mine="true">
      <div style={{ textAlign: 'center' }}>
        <div className={styles.pinnedLabel}>我的排名</div>
        <RankNo rank={mine.rank} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <RankPerson item={mine} mine />
        {onLocate && (
          <Button type="link" size="small" onClick={onLocate}>
            查看我所在的页
          </Button>
        )}
      </div>
      <div>{displayOrDash(mine.departmentName)}</div>
      <div>
        <LevelTag level={mine.recommendLevel} />
      </div>
      <div className={styles.figure}>{rankFigure(mine, rankType)}</div>
    </section>
  );
}
