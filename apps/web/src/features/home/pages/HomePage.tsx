import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { HowItWorks } from '../components/HowItWorks.tsx';
import { LandingHero } from '../components/LandingHero.tsx';
import { WelcomeBack } from '../components/WelcomeBack.tsx';

/** `/`: the landing page for visitors, a personal home for signed-in users. */
export default function HomePage() {
  useDocumentTitle();
  const { user, isPending, probablySignedIn } = useAuth();
  if (user) return <WelcomeBack user={user} />;
  if (isPending && probablySignedIn) return <PageSpinner />;
  return (
    <>
      <LandingHero />
      <HowItWorks />
    </>
  );
}
