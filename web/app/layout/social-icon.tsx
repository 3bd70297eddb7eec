import type { ReactNode } from 'react';
import type { SocialNetwork } from '../../content/company.ts';

/** Simplified, single-colour marks of the four networks (drawn here: nothing is loaded from their sites). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {ICONS[network]}
    </svg>
  );
}

const ICONS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  x: (
    <g fill="currentColor">
      <path d="M3.5 3.5h4.7l12.3 17h-4.7z" />
      <path d="m18.8 3.5-5.9 6.7 1 1.4 6.9-8.1zM10.1 13.1l-6.6 7.4h2l5.6-6.1z" />
    </g>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z"
    />
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8A27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15.2V8.8l5.4 3.2z"
    />
  ),
};
