interface BrandLogoProps {
  /** A sub-brand shown after the wordmark, e.g. 校园招聘. */
  subtitle?: string;
  /** Light text for dark backgrounds. */
  inverse?: boolean;
}

/** The portal's wordmark: a red rounded square with a white mark, then 招聘门户. */
export function BrandLogo({ subtitle, inverse = false }: BrandLogoProps) {
  const text = inverse ? '#fff' : '#1f1f1f';
  return (
    // Never narrowed or wrapped: in a narrow header the things beside it give way (the user card's name).
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, lineHeight: 1, flexShrink: 0, whiteSpace: 'nowrap' }}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#e4393c" />
        <path
          d="M9 22V10h6.5a4 4 0 0 1 0 8H12m3 0 4.5 4"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span style={{ fontSize: 19, fontWeight: 600, letterSpacing: 1, color: text }}>招聘门户</span>
      {subtitle && (
        <span
          style={{
            fontSize: 14,
            color: inverse ? 'rgba(255,255,255,0.75)' : '#595959',
            paddingLeft: 10,
            borderLeft: `1px solid ${inverse ? 'rgba(255,255,255,0.3)' : '#d9d9d9'}`,
          }}
        >
          {subtitle}
        </span>
      )}
    </span>
  );
}
