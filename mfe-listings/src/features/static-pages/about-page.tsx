import { TextPage } from './text-page.tsx';

/** `/about-us`. */
export default function AboutPage() {
  return <TextPage pageKey="about" showBuild />;
}
