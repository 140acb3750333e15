/**
 * React recovers from some errors by itself: a part of the page that could not hydrate (a component
 * threw while hydrating, React #422; the server's HTML did not match, #418) is rendered again in the
 * browser. Production React reports only the minified error; its `cause` (what the component
 * actually threw) and the component stack are what a developer needs, so they go to the console with
 * it. The browser journeys fail on any of these (apps/shop-e2e support/test.ts).
 */

interface RecoverableErrorInfo {
  componentStack?: string;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}${value.stack ? `\n${value.stack}` : ''}`;
  return String(value);
}

/** The message logged for a recoverable error: the error, its cause and the component stack. */
export function recoverableErrorMessage(error: unknown, info: RecoverableErrorInfo = {}): string {
  const parts = [describe(error)];
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) parts.push(`cause: ${describe(cause)}`);
  if (info.componentStack) parts.push(`component stack:${info.componentStack}`);
  return parts.join('\n');
}

/** `hydrateRoot`'s `onRecoverableError`: logs the error with its cause and component stack. */
export function reportRecoverableError(error: unknown, info: RecoverableErrorInfo): void {
  console.error(recoverableErrorMessage(error, info));
}
