import { Avatar } from 'antd';
import type { RankingItem } from '@/api/points';
import { displayOrDash } from '@/lib/format';
import { avatarColour, nameInitial } from '../lib/rank';
import styles from './rank.module.css';

/** An employee of the ranking: avatar (or the name's first character) and name, "（我）" on the signed-in one's. */
export function RankPerson({ item, mine }: { item: RankingItem; mine: boolean }) {
  return (
    <div className={styles.person}>
      {item.avatarUrl ? (
        <Avatar src={item.avatarUrl} alt="" size={36} />
      ) : (
        // The initial as the avatar's icon, not its text: antd scales a text to fit by measuring it after mount, which
        // forced a layout of the whole ranking, ~100 ms at 4× CPU; one character at 18 px always fits in 36 px, and the
        // icon's font size is the text's (docs/decisions/095).
        <Avatar
          aria-hidden="true"
          size={36}
          style={{ background: avatarColour(item.name), flex: 'none' }}
          icon={<span>{nameInitial(item.name)}</span>}
        />
      )}
      <span className={styles.name}>
        {displayOrDash(item.name)}
        {mine && <span className={styles.me}>（我）</span>}
      </span>
    </div>
  );
}

/** The rank as a badge: gold, silver and bronze for the first three. */
export function RankNo({ rank }: { rank: number | null }) {
  const medal = rank === null ? undefined : [styles.top1, styles.top2, styles.top3][rank - 1];
  return <span className={medal ? `${styles.rankNo} ${medal}` : styles.rankNo}>{displayOrDash(rank)}</span>;
}
