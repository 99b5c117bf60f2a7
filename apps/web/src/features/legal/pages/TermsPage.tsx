import Link from '@mui/material/Link';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';
import { LEGAL } from '../legal-facts.ts';

const freeGroups = LIMITS.freeGroupsPerUser === 1 ? 'one group' : `${LIMITS.freeGroupsPerUser} groups`;

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These Terms of Service are an agreement between you and Neighbourly, the community groups and events
          service for {LEGAL.city}. They apply whenever you visit the site, create an account, join or run a
          group, host or attend an event, or post anything on Neighbourly.
        </p>
        <p>
          By creating an account or using Neighbourly you accept these terms, our{' '}
          <Link href={paths.privacy.getHref()}>Privacy policy</Link> and our{' '}
          <Link href={paths.cookies.getHref()}>Cookie policy</Link>. If you do not agree, please do not use
          the service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who may use Neighbourly',
    body: (
      <>
        <p>
          Neighbourly is for adults only. You must be {LEGAL.minimumAge} years of age or older to create an
          account, join a group or attend an event organised through the service. By signing up you confirm
          that you are at least {LEGAL.minimumAge}.
        </p>
        <p>
          Each account belongs to one person. You may not create an account for someone else, share your
          account, or open a new account after we have closed one of yours for breaking these terms.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <>
        <p>
          You can sign up with a login and password, or through an external identity provider where one is
          offered. Keep your password to yourself and choose one you do not use elsewhere. You are responsible
          for what happens under your account; tell us at once through the{' '}
          <Link href={paths.help.getHref()}>Help page</Link> if you think someone else has used it.
        </p>
        <p>
          Your login is shown in links to your profile and cannot be changed. Your display name, avatar and
          location should be honest and must not impersonate anyone.
        </p>
      </>
    ),
  },
  {
    id: 'groups-and-events',
    heading: 'Groups and events',
    body: (
      <>
        <p>
          Every user may create {freeGroups} free of charge for non-business use, such as a book club, a
          running crew or a neighbourhood clean-up. Groups run for profit, to sell goods or services, or to
          promote a business are not covered by the free allowance. If you would like more groups, or want to
          run a group for an organisation, contact us through the{' '}
          <Link href={paths.help.getHref()}>Help page</Link>.
        </p>
        <p>Group owners and event hosts are responsible for the groups and events they run. They:</p>
        <ul>
          <li>describe their events accurately, including the place, time and any limits;</li>
          <li>handle membership requests and attendance fairly;</li>
          <li>follow the law, including any permit or venue rules that apply to their event.</li>
        </ul>
        <p>
          Events happen in the real world, not on Neighbourly. We do not organise, supervise or vet events,
          hosts or attendees. Use common sense: meet in public places, tell a friend where you are going, and
          leave if you feel unsafe.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'What you post',
    body: (
      <>
        <p>
          You keep ownership of the text and images you post, such as group descriptions, event details,
          comments, messages, cover images and avatars. You give Neighbourly a non-exclusive, royalty-free
          licence to store, display and share that content within the service so that it can work as intended,
          for example to show your event to the members of your group. The licence ends when you delete the
          content or your account, except for copies other users have already received in messages.
        </p>
        <p>
          Only post content you have the right to share. We may remove content that breaks these terms or the
          law.
        </p>
      </>
    ),
  },
  {
    id: 'community-rules',
    heading: 'Community rules',
    body: (
      <>
        <p>Neighbourly works when neighbours treat each other well. You agree not to:</p>
        <ul>
          <li>harass, threaten, bully or discriminate against anyone;</li>
          <li>post hateful, sexually explicit, violent or illegal content;</li>
          <li>send spam, chain messages or unsolicited advertising;</li>
          <li>collect other users&apos; personal information without their consent;</li>
          <li>
            interfere with the service, get around its limits or security, or access it with automated tools
            other than ordinary search-engine indexing of public pages;
          </li>
          <li>use Neighbourly for any unlawful purpose.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'ending',
    heading: 'Closing your account',
    body: (
      <>
        <p>
          You can delete your account at any time in Settings. When you do, your memberships, event
          registrations, comments and messages are removed. A group you own passes to one of its hosts or,
          failing that, to one of its members; a group with nobody left is deleted.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, puts other people at risk or exposes
          Neighbourly to legal liability. Where it is safe and lawful, we will tell you why.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    heading: 'Disclaimer',
    body: (
      <p>
        Neighbourly is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law allows,
        we make no promises that the service will be uninterrupted or error-free, or that groups, events and
        content posted by users are accurate, safe or suitable for you. Nothing in these terms limits any
        right you have under consumer protection law that cannot be excluded.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent permitted by law, Neighbourly is not liable for indirect, incidental, special
          or consequential losses, or for loss of data, profits or goodwill, arising from your use of the
          service or from any group or event you take part in.
        </p>
        <p>
          Our total liability to you for any claim about the service is limited to the amounts you paid us for
          Neighbourly in the {LEGAL.liabilityCapMonths} months before the event that gave rise to the claim.
          If you use Neighbourly for free, that amount is zero.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Neighbourly grows. When we make a change we will give notice on the site
        and, for significant changes, by a message to your account. Changes take effect{' '}
        {LEGAL.termsChangeNoticeDays} days after we give notice. If you keep using Neighbourly after that, you
        accept the updated terms; if you do not agree, you can close your account before they take effect.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of {LEGAL.governingLaw}, and disputes are subject to the
        exclusive jurisdiction of the courts of British Columbia, Canada, unless the law of your place of
        residence gives you the right to bring a claim elsewhere.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms? Reach us through the <Link href={paths.help.getHref()}>Help page</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Welcome to Neighbourly. Please read these terms carefully: they explain what you can expect from us
          and what we expect from you. In short, Neighbourly is for adults {LEGAL.minimumAge} and over, every
          user can run {freeGroups} for free for non-business use, and the laws of Canada apply.
        </p>
      }
      sections={sections}
    />
  );
}
