import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { PLAYER_CONTROLS_HIDE_MS } from '../../../common/constants.ts';

/**
 * docs/product.md#watching-films: the controls hide 3 s after the last activity, only while playing. `showControls` is
 * the activity (a move, a touch, a key, focus).
 */
export function useControlsVisibility(isPlaying: boolean) {
  const [isIdle, setIdle] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const restartIdleTimer = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setIdle(true), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  const showControls = useCallback(() => {
    setIdle(false);
    restartIdleTimer();
  }, [restartIdleTimer]);
  useEffect(() => {
    if (isPlaying) restartIdleTimer();
    return () => window.clearTimeout(hideTimer.current);
  }, [isPlaying, restartIdleTimer]);
  return { areControlsVisible: !isPlaying || !isIdle, showControls };
}

/** Whether `stageRef` is the full-screen element, and the toggle (a refusal is logged, nothing else). */
export function useFullscreen(stageRef: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [stageRef]);
  const toggleFullscreen = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : stage.requestFullscreen?.();
    Promise.resolve(request).catch((error: unknown) => console.warn('Fullscreen was refused:', error));
  }, [stageRef]);
  return { isFullscreen, toggleFullscreen };
}
