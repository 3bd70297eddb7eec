import { MOBILE_MEDIA_QUERY } from '../../../hooks/media-queries.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { LogoLink } from './logo-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import './header.css';

export function Header() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LogoLink />
        {isMobile ? <MobileMenu /> : <DesktopNav />}
      </div>
    </header>
  );
}
