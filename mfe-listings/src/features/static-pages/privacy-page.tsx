import { TextPage } from './text-page.tsx';

/** `/privacy-policy`. */
export default function PrivacyPage() {
  return <TextPage pageKey="privacy" dated />;
}
