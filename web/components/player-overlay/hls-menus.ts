// The choices of the HLS player's settings menus: the picture quality (hls.js's renditions) and the captions.
import type { StreamInfo } from '../../../common/films.ts';
import { playerContent as content } from '../../content/player.ts';
import type { EngineMenu } from './player-engine.ts';

/** The quality hls.js picks itself, by the bandwidth. */
export const AUTO = 'auto';
/** No captions shown. */
export const OFF = 'off';

/** Auto, then each rendition by its height; a rendition's value is its index in hls.js's levels. */
export function qualityOptions(levelHeights: number[]): EngineMenu['options'] {
  return [
    { value: AUTO, label: content.qualityAuto },
    ...levelHeights.map((height, index) => ({ value: String(index), label: content.qualityHeight(height) })),
  ];
}

/** Off, then each caption track by its language. */
export function captionOptions(captions: StreamInfo['captions']): EngineMenu['options'] {
  return [{ value: OFF, label: content.captionsOff }, ...captions.map((item) => ({ value: item.language, label: item.label }))];
}
