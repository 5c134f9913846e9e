import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What is shown instead of the children once they threw; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Reports the error (to the console), called once per caught error. */
  onError: (error: Error, info: ErrorInfo) => void;
}

/** Catches a render error below it and shows `fallback` in its place. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  reset = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, this.reset) : this.props.children;
  }
}
