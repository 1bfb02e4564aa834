import type { LogoVariant } from '../logo';

interface MarkStyle {
  background: string;
  accent: string;
  glyph: string;
}

// One colour and one character per system (运营管理 / 运营支撑 / 农资业务).
const MARKS: Record<Exclude<LogoVariant, 'default'>, MarkStyle> = {
  yxglxt: { background: '#1668dc', accent: '#69b1ff', glyph: '营' },
  yxzcxt: { background: '#722ed1', accent: '#b37feb', glyph: '支' },
  nzywsjgl: { background: '#d46b08', accent: '#ffc069', glyph: '农' },
};

export interface LogoMarkProps {
  variant: LogoVariant;
  /** Accessible name of the mark. */
  label: string;
  size?: number;
}

/** The small square mark at the left of the banner. */
export function LogoMark({ variant, label, size = 32 }: LogoMarkProps) {
  if (variant === 'default') {
    // A green field with a map pin: the platform's own icon.
    return (
      <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={label} data-logo="default">
        <rect width="32" height="32" rx="7" fill="#1f8f5f" />
        <path d="M4 23c6-4 18-4 24 0v5H4z" fill="#95de64" />
        <path
          d="M16 5a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z"
          fill="#fff"
        />
      </svg>
    );
  }
  const mark = MARKS[variant];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={label} data-logo={variant}>
      <rect width="32" height="32" rx="7" fill={mark.background} />
      <path d="M0 25h32v0a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7z" fill={mark.accent} />
      <text x="16" y="21" textAnchor="middle" fontSize="17" fontWeight="700" fill="#fff">
        {mark.glyph}
      </text>
    </svg>
  );
}
