import type { ReactNode } from 'react';
import { useErrorText } from '../../i18n/use-error-text';
import { useT } from '../../i18n/use-t';
import { useResource, type Resource } from '../../state/resource';
import { Button } from '../Button/Button';
import { Loading } from '../Loading/Loading';

/**
 * The one way a section shows server state (issue 17 point 1): a placeholder the size of its content
 * while it loads, what failed and why with Retry, or the content. A quiet re-read keeps the content.
 */
export function Loaded<T>({
  resource,
  label,
  failed,
  placeholderClassName,
  children,
}: {
  readonly resource: Resource<T>;
  /** Said while it loads. */
  readonly label: string;
  /** What could not be loaded, said before the reason. */
  readonly failed?: string;
  /** Sizes the placeholder like the content it stands for. */
  readonly placeholderClassName: string | undefined;
  readonly children: (value: T) => ReactNode;
}) {
  const state = useResource(resource);
  if (state.status === 'ready' && state.value !== null) return children(state.value);
  if (state.status === 'error' && state.error) return <LoadFailed error={state.error.code} failed={failed} onRetry={resource.reload} />;
  return <Loading label={label} className={placeholderClassName ?? ''} />;
}

/** What could not be read, in the customer's words, and Retry (or the screen's own word for it: Resume). */
export function LoadFailed({
  error,
  failed,
  onRetry,
  retry,
}: {
  readonly error: Parameters<ReturnType<typeof useErrorText>>[0];
  readonly failed?: string;
  readonly onRetry: () => void;
  readonly retry?: string;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  return (
    <div className="stack" role="alert">
      {failed && <p>{failed}</p>}
      <p>{errorText(error)}</p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {retry ?? t('common:actions.retry')}
        </Button>
      </div>
    </div>
  );
}
