import { routes } from 'contracts/routes';
import { TextPage } from './text-page.tsx';

/** `/privacy-policy`. */
export default function PrivacyPage() {
  return <TextPage pageKey="privacy" path={routes.privacy} dated />;
}
