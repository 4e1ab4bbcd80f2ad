import { TextPage } from './text-page.tsx';

/** `/terms-and-conditions`. */
export default function TermsPage() {
  return <TextPage pageKey="terms" dated />;
}
