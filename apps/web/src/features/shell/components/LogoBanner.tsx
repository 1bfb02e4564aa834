import { Link, useLocation } from '@tanstack/react-router';
import { logoVariant } from '../logo';
import { shellMessages as m } from '../messages';
import { LogoMark } from './LogoMark';

export interface LogoBannerProps {
  /** Fixed title (the monitoring shell); by default the system of the current path. */
  title?: string;
}

/** The logo banner: a mark chosen by the current path and the system's name. */
export function LogoBanner({ title }: LogoBannerProps) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const variant = logoVariant(pathname);
  const name = title ?? (variant === 'default' ? m.appName : m.systemNames[variant]);
  return (
    <Link to="/" className="logo-banner">
      <LogoMark variant={variant} label={m.logoLabel(name)} />
      <span className="logo-banner-title">{name}</span>
    </Link>
  );
}
