import type { CSSProperties } from 'react';

interface StaffAvatarProps {
  /** `wechatWorkThumbAvatarUrl`; empty: the name's first character on the brand's light red. */
  url: string;
  name: string;
  size: number;
}

/** What an avatar without a picture shows: the name's first character (a surrogate pair kept whole), or "内". */
export function staffInitial(name: string): string {
  const [first] = Array.from(name.trim());
  return first ?? '内';
}

/** A staff member's avatar (home card, user card): the WeChat Work picture, else the initial. Decorative. */
export function StaffAvatar({ url, name, size }: StaffAvatarProps) {
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: '50%',
    objectFit: 'cover',
    background: '#fde8e8',
    color: '#c4161c',
    fontSize: Math.round(size * 0.42),
    fontWeight: 600,
  };
  if (url) return <img src={url} alt="" width={size} height={size} style={style} />;
  return (
    <span aria-hidden="true" style={style}>
      {staffInitial(name)}
    </span>
  );
}
