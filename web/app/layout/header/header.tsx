import { MOBILE_MEDIA_QUERY } from '../../../hooks/media-queries.ts';
import { useIsHydrating } from '../../../hooks/use-is-hydrating.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { LogoLink } from './logo-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import './header.css';

export function Header() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  // The server cannot know the screen's width: its HTML has both, header.css shows the one that fits, and the
  // client keeps only that one once it has taken the page over. Nothing on screen moves.
  const isHydrating = useIsHydrating();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LogoLink />
        {(isHydrating || isMobile) && <MobileMenu />}
        {(isHydrating || !isMobile) && <DesktopNav />}
      </div>
    </header>
  );
}
