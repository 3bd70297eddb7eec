import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The h2's id, which names its section (aria-labelledby). */
  id: string;
  /** The short kicker above the title. */
  eyebrow: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  /** What follows the title in the same block (a lead, a link). */
  children?: ReactNode;
}

/** The heading block of a section of a page: the eyebrow, then the section's h2 (PageHeader holds the page's h1). */
export function SectionHeading({ id, eyebrow, title, className, titleClassName, children }: SectionHeadingProps) {
  return (
    <div className={className}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </div>
  );
}

interface TitledSectionProps {
  className: string;
  /** The section's heading block; its id names the section. */
  heading: SectionHeadingProps;
  children: ReactNode;
}

/** A section of a page named by its SectionHeading, then its content. */
export function TitledSection({ className, heading, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={heading.id}>
      <SectionHeading {...heading} />
      {children}
    </section>
  );
}
