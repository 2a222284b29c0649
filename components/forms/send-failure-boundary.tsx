"use client";

import { unstable_rethrow } from "next/navigation";
import { Component, type ReactNode } from "react";

type Props = { children: ReactNode; onFailure: (error: unknown) => void };

/**
 * A send that never reached the server (the connection dropped, the script chunk failed to
 * load) rejects inside React's action state, which React rethrows while rendering the form.
 * This catches it at the form, so the visitor gets the failure toast instead of an error
 * page; the parent then mounts the form afresh, with what the visitor typed kept above it.
 */
export class SendFailureBoundary extends Component<Props, { failed: boolean; error?: unknown }> {
  state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    // An action that answers with a redirect (the checkout's, to Stripe's payment page) rejects
    // with Next's redirect, which is not a failure: the navigation is already under way.
    if (!isNextNavigation(error)) this.props.onFailure(error);
  }

  render() {
    if (this.state.failed) {
      // Handed on to Next's own boundary above, as if this one were not there.
      unstable_rethrow(this.state.error);
      return null;
    }
    return this.props.children;
  }
}

function isNextNavigation(error: unknown) {
  try {
    unstable_rethrow(error);
    return false;
  } catch {
    return true;
  }
}
