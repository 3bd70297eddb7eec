// hls.js ships its light build (no subtitle, alternate-audio, DRM or CMCD code: a third smaller) without
// types of its own; its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
