import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pageErrorContent } from '../../content/layout.ts';
import { screenTexts } from '../../content/screen-texts.ts';

interface PageErrorBoundaryProps {
  /** The page's path: navigating elsewhere gives the next page a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  hasError: boolean;
  resetKey: string;
}

/**
 * Keeps header and footer on screen when a page throws while rendering, or when its code cannot be fetched
 * (typically a new deployment replaced the chunk): reloading fetches the current version.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // React reports the error itself; the component stack is what tells which page failed.
    console.warn('Page failed to render', error.message, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="page container page-error" role="alert">
        <p className="eyebrow">{pageErrorContent.eyebrow}</p>
        <h1 className="page-header__title">{pageErrorContent.heading}</h1>
        <p className="page-error__text">{pageErrorContent.text}</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {pageErrorContent.reload}
          </button>
          <Link to="/" className="button button--secondary">
            {screenTexts.common.goHome}
          </Link>
        </div>
      </div>
    );
  }
}
