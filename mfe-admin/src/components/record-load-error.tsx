import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import type { RouteName } from 'contracts/routes';
import { routes } from 'contracts/routes';
import { EmptyState } from 'design-system/empty-state';
import { isApiError } from 'platform/api';
import { Link } from 'react-router';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';

/** The admin lists an edit or detail page belongs to, each with the way back to it. */
type ListRoute = Extract<RouteName, ListingKindDescriptor['admin']['routes']['list'] | 'adminBlogs' | 'adminUsers'>;

/**
 * A record's page could not load its record. A GET by id has no other input than the id, so a 400
 * (an id of the wrong shape, typed or pasted) means the same to the admin as a 404: no such record.
 */
export function isMissingRecord(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * An edit or detail page whose record cannot be shown: "not found" when the id names none, the
 * error's own message otherwise, and in both cases a link back to the list it came from.
 */
export function RecordLoadError({
  error,
  notFoundTitle,
  list,
}: {
  error: Error;
  /** What is missing, in the page's language ("Restaurant not found"). */
  notFoundTitle: string;
  list: ListRoute;
}) {
  const { t } = useAdminText();
  return (
    <EmptyState
      alert
      title={isMissingRecord(error) ? notFoundTitle : error.message}
      action={
        <Link to={routes[list]} className={styles.backToList}>
          {t(`formParts.backToList.${list}`)}
        </Link>
      }
    />
  );
}
