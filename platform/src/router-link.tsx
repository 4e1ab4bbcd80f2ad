import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Design-system components take a `linkAs` component with a plain `href`, so they stay free
 * of the router; this adapter gives them client-side navigation.
 */
export function RouterLink({ href, ...props }: { href: string; className?: string; children: ReactNode }) {
  return <Link to={href} {...props} />;
}
