// The head of one part of an admin screen: its heading, which names the section (aria-labelledby), and a line
// saying what the part is for. Each screen keeps its own look through the three classes.
import type { ReactNode } from 'react';

export interface SectionHeadProps {
  /** The heading's id, the section's aria-labelledby. */
  id: string;
  level: 2 | 3;
  title: ReactNode;
  /** Left out when there is none. */
  intro?: ReactNode;
  /** The head's, the heading's and the intro's. */
  classNames: readonly [head: string, heading: string, intro: string];
  /** A <header> rather than a <div>. */
  asHeader?: boolean;
}

export function SectionHead({ id, level, title, intro, classNames: [head, heading, text], asHeader = false }: SectionHeadProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Head = asHeader ? 'header' : 'div';
  return (
    <Head className={head || undefined}>
      <Heading id={id} className={heading}>
        {title}
      </Heading>
      {intro && <p className={text}>{intro}</p>}
    </Head>
  );
}
