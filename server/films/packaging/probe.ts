// What the source is, as ffprobe reads it: the picture size the viewer sees (rotation and non-square pixels
// applied), the running time (for progress), the frame rate (for the H.264 level) and whether it has sound.
import { execFile } from 'node:child_process';
import { basename } from 'node:path';
import { filmMessages } from '../../../common/messages/films.ts';
import { PackagingError, reasonFrom } from './errors.ts';
import { SOURCE_INPUT_OPTIONS } from './tools.ts';

export interface SourceInfo {
  /** Displayed size: ffmpeg rotates and the ladder keeps the display aspect ratio. */
  width: number;
  height: number;
  /** Null when the container does not say (progress then stays at 0 until the end). */
  durationSeconds: number | null;
  frameRate: number | null;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

export async function probeSource(ffprobe: string, file: string, signal?: AbortSignal): Promise<SourceInfo> {
  const output = await runFfprobe(ffprobe, file, signal);
  // A cover picture inside an MP4 or MKV is a "video" stream too; it is not the film.
  const video = output.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  if (!video) throw new PackagingError(filmMessages.filmUnreadable);
  const { width, height } = displaySize(video);
  return {
    width,
    height,
    durationSeconds: positiveNumber(output.format?.duration) ?? positiveNumber(video.duration),
    frameRate: rate(video.avg_frame_rate) ?? rate(video.r_frame_rate),
    hasAudio: output.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}

function runFfprobe(ffprobe: string, file: string, signal?: AbortSignal): Promise<ProbeOutput> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...SOURCE_INPUT_OPTIONS, file];
  return new Promise((resolve, reject) => {
    execFile(ffprobe, args, { maxBuffer: 16 * 1024 * 1024, signal }, (error, stdout, stderr) => {
      if (error) {
        if (signal?.aborted) return reject(error);
        // Not a media file at all (or not there): ffprobe's own words, e.g. "Invalid data found when processing input".
        const why = reasonFrom(stderr, { [`${file}: `]: '', [file]: basename(file) }) || error.message;
        return reject(new PackagingError(`${filmMessages.filmUnreadable} (${why})`, { cause: error }));
      }
      try {
        resolve(JSON.parse(stdout) as ProbeOutput);
      } catch (parseError) {
        reject(new PackagingError(filmMessages.filmUnreadable, { cause: parseError }));
      }
    });
  });
}

function displaySize(video: ProbeStream): { width: number; height: number } {
  let width = video.width ?? 0;
  const height = video.height ?? 0;
  // Anamorphic sources (DV, some DCP exports) store narrow pixels: the picture is wider than its pixel count.
  const [sarNum, sarDen] = (video.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  if (sarNum && sarDen && sarNum !== sarDen) width = Math.round((width * sarNum) / sarDen);
  // Phone footage is often stored landscape with a rotation flag; ffmpeg turns it upright while decoding.
  const rotation = Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180 === 90 ? { width: height, height: width } : { width, height };
}

function positiveNumber(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** "24000/1001" → 23.976; "0/0" (unknown) → null. */
function rate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : null;
}
