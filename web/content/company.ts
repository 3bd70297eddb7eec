// The company's static copy, in one place (docs/architecture.md#one-home-per-kind-of-thing): a neutral placeholder
// brand.
import { brand } from '../../common/brand.ts';
import logoUrl from '../assets/media/logo.svg';

export type SocialNetwork = 'instagram' | 'x' | 'facebook' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** The service's name, used in the link's accessible label. */
  service: string;
  /**
   * What kind of profile it is (docs/product.md#navigation-and-layout: photo, short-post, social network, video
   * channel).
   */
  kind: string;
  url: string;
}

export const company = {
  ...brand,
  /** The lockup: the flame mark at its left, then the name. */
  logoUrl,
  /** Its intrinsic size, so the header reserves the right box before it loads. */
  logoSize: { width: 200, height: 48 },
  socialLinks: [
    { network: 'instagram', service: 'Instagram', kind: 'Photos', url: 'https://www.instagram.com/emberlanestudios' },
    { network: 'x', service: 'X', kind: 'Short posts', url: 'https://x.com/emberlanestudios' },
    { network: 'facebook', service: 'Facebook', kind: 'Community', url: 'https://www.facebook.com/emberlanestudios' },
    { network: 'youtube', service: 'YouTube', kind: 'Video channel', url: 'https://www.youtube.com/@emberlanestudios' },
  ] satisfies SocialLink[],
} as const;

export function copyrightLine(year: number): string {
  return `© ${year} ${company.name}. All rights reserved.`;
}
