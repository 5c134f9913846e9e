import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, in the user's words, e.g. "The prompt preview". */
  what: string;
  children: ReactNode;
}

/** Keeps a failing panel from blanking the page; the configuration is untouched. */
export class FeatureErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="notice notice-error" role="alert">
        <div>
          <p>
            {this.props.what} stopped: {this.state.error.message}. Your configuration is safe; undo
            the last change (Ctrl/Cmd+Z) and try again.
          </p>
          <button type="button" className="btn" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      </div>
    );
  }
}
