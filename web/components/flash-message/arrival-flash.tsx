import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FlashMessage, useFlashMessage, type Flash } from './flash-message.tsx';
import './arrival-flash.css';

/**
 * The flash message a page handed over with the navigation here (arrival-flash-state.ts), shown for its 3 s over
 * the page. It is taken out of the history entry at once, so that Back, Forward or a reload do not say it again.
 */
export function ArrivalFlash({ flash }: { flash: Flash }) {
  const { flash: shown, show } = useFlashMessage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const showOnArrival = useEffectEvent(() => {
    show(flash.tone, flash.text);
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  });
  useEffect(() => showOnArrival(), []);
  return (
    <div className="arrival-flash">
      <FlashMessage flash={shown} />
    </div>
  );
}
