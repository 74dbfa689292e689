import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from './states.ui';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  /** When the data counts as empty, `empty` is shown instead of `children` (e.g. `(list) => list.length === 0`). */
  isEmpty?: (data: T) => boolean;
  /** Text of the empty state. */
  empty?: string;
  /** Override the error text (default 'Ошибка загрузки данных'). */
  errorMessage?: string;
  /** Loading label (default 'Загрузка...'). */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/**
 * One query's loading, error (with 'Повторить'), empty and data states, in that order: screens
 * render only the data case themselves.
 */
export function QueryState<T>({ query, isEmpty, empty = '', errorMessage, loadingLabel, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState message={empty} />;
  return <>{children(query.data)}</>;
}
