import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SavedSearch } from '@/lib/saved-searches';
import type { NewCount } from '../hooks/use-saved-search-counts';
import styles from './saved-searches.module.css';

interface SavedSearchChipsProps {
  searches: SavedSearch[];
  counts: Map<string, NewCount>;
  hrefOf: (search: SavedSearch) => string;
  onOpen: (search: SavedSearch) => void;
  /** The message the name is refused with, or undefined once renamed. */
  onRename: (id: string, name: string) => string | undefined;
  onDelete: (id: string) => void;
  /** Counts still arriving. */
  busy: boolean;
  /** A rename starts (the panel's last outcome message is then stale). */
  onEditStart?: () => void;
}

const chipLinkId = (id: string) => `saved-search-${id}`;

/** The text of a "new since" badge: "新增 3", or "新增 10+" when the whole first page is new. */
export function newBadgeText(count: NewCount | undefined): string | undefined {
  if (!count?.count) return undefined;
  return `新增 ${count.count}${count.full ? '+' : ''}`;
}

/** The saved searches as a row of chips: one click opens one; each can be renamed or deleted (with confirmation). */
export function SavedSearchChips({
  searches,
  counts,
  hrefOf,
  onOpen,
  onRename,
  onDelete,
  busy,
  onEditStart,
}: SavedSearchChipsProps) {
  const [renaming, setRenaming] = useState<string>();
  const focusChip = (id: string) => requestAnimationFrame(() => document.getElementById(chipLinkId(id))?.focus());
  return (
    <ul className={styles.chips} aria-label="保存的搜索" aria-busy={busy}>
      {searches.map((search, index) =>
        renaming === search.id ? (
          <li key={search.id}>
            <RenameForm
              name={search.name}
              onCancel={() => {
                setRenaming(undefined);
                focusChip(search.id);
              }}
              onSubmit={(name) => {
                const error = onRename(search.id, name);
                if (!error) {
                  setRenaming(undefined);
                  focusChip(search.id);
                }
                return error;
              }}
            />
          </li>
        ) : (
          <li key={search.id} className={styles.chip}>
            <Link id={chipLinkId(search.id)} to={hrefOf(search)} className={styles.chipLink} onClick={() => onOpen(search)}>
              <span className={styles.chipName}>{search.name}</span>
              {newBadgeText(counts.get(search.id)) && <span className={styles.badge}>{newBadgeText(counts.get(search.id))}</span>}
            </Link>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`重命名：${search.name}`}
              title="重命名"
              onClick={() => {
                onEditStart?.();
                setRenaming(search.id);
              }}
            />
            <Popconfirm
              title={`删除保存的搜索“${search.name}”？`}
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => {
                onDelete(search.id);
                // The focus goes to the next chip (or the previous one), not lost with the removed one.
                const next = searches[index + 1] ?? searches[index - 1];
                if (next) focusChip(next.id);
              }}
            >
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`删除：${search.name}`} title="删除" />
            </Popconfirm>
          </li>
        ),
      )}
    </ul>
  );
}

/** The rename field of one chip: Enter saves, Escape cancels; a refused name is said next to the field. */
function RenameForm({
  name,
  onSubmit,
  onCancel,
}: {
  name: string;
  onSubmit: (name: string) => string | undefined;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onSubmit(value));
  };
  return (
    <form className={styles.rename} onSubmit={submit} aria-label="重命名保存的搜索">
      <label htmlFor={id} className={styles.renameLabel}>
        搜索名称
      </label>
      <Input
        id={id}
        size="small"
        className={styles.renameInput}
        value={value}
        autoFocus
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <Button size="small" type="primary" htmlType="submit">
        保存
      </Button>
      <Button size="small" onClick={onCancel}>
        取消
      </Button>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
