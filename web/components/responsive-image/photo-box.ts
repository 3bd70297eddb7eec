// Unknown sizes get a 3:2 box (the studio's stills) until the image itself says otherwise.
const STILL_BOX = { width: 1200, height: 800 };

/** A photo's width and height for its image's box, the still's where it has none. */
export function photoBox({ width, height }: { width?: number | null; height?: number | null }) {
  return { width: width ?? STILL_BOX.width, height: height ?? STILL_BOX.height };
}
