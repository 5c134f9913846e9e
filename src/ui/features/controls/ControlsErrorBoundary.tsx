import { Component, type ReactNode } from 'react';

interface State {
  message: string | null;
}

/** Keeps a failing control from blanking the page; the configuration stays in the store. */
export class ControlsErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  render() {
    if (this.state.message === null) return this.props.children;
    return (
      <div className="notice notice-error" role="alert">
        <span>
          The controls hit an error: {this.state.message}. Your configuration is unchanged.
        </span>
        <button type="button" className="btn" onClick={() => this.setState({ message: null })}>
          Try again
        </button>
      </div>
    );
  }
}
