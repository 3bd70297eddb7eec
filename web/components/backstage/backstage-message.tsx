import { useId, type ReactNode } from 'react';
import './backstage.css';

export interface BackstageMessageProps {
  title: string;
  text: string;
  /** An error is announced at once (role alert); a plain "not found" is just the page's content. */
  isAlert?: boolean;
  /** The buttons under the text ('Try Again', 'Back to Movies'). */
  children?: ReactNode;
}

/** A backstage page that has nothing to show: not found, or failed to load. */
export function BackstageMessage({ title, text, isAlert = false, children }: BackstageMessageProps) {
  const titleId = useId();
  return (
    <section className="backstage-message" aria-labelledby={titleId}>
      <div className="backstage-message__text" role={isAlert ? 'alert' : undefined}>
        <h1 id={titleId} className="backstage-message__title">
          {title}
        </h1>
        <p className="muted">{text}</p>
      </div>
      {children && <div className="button-row">{children}</div>}
    </section>
  );
}
