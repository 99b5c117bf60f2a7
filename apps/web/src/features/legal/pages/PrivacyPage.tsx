import Link from '@mui/material/Link';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';
import { LEGAL } from '../legal-facts.ts';

const sections: LegalSection[] = [
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We collect only what Neighbourly needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your login, display name and password. Passwords are stored only
            as a salted, one-way hash; nobody at Neighbourly can read them.
          </li>
          <li>
            <strong>Profile details you choose to add:</strong> an avatar image and your location (city,
            province or state, and country). New accounts start with Vancouver, BC, Canada.
          </li>
          <li>
            <strong>What you do on Neighbourly:</strong> the groups you create or join, membership requests,
            events you host or attend, comments, and direct messages when messaging is available.
          </li>
          <li>
            <strong>Technical data:</strong> your session cookie, your IP address and basic request details in
            our server logs. We use them to keep you signed in, to stop abuse (for example repeated sign-in
            attempts) and to fix problems.
          </li>
        </ul>
        <p>
          We do not ask for your email address, phone number, date of birth or precise location, and we do not
          use advertising or analytics trackers.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>to create and secure your account and keep you signed in;</li>
        <li>to show you groups and events near you and let you take part in them;</li>
        <li>to let group owners and event hosts manage their members and attendees;</li>
        <li>to protect the community from spam, fraud and abuse;</li>
        <li>to answer you when you contact us for help;</li>
        <li>to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'visible',
    heading: 'What other people can see',
    body: (
      <>
        <p>
          Your display name, avatar, login (it appears in your profile link), location and the date you joined
          are visible on your profile. Group members can see who else belongs to their group, and signed-in
          users can see the attendees and comments of events they can view. Details of private groups and
          their events are shown only to their members.
        </p>
        <p>Think before you post: anything you share in a public group can be seen by visitors.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing',
    body: (
      <>
        <p>
          We do not sell or rent your personal information, and we do not share it with advertisers. We share
          it only:
        </p>
        <ul>
          <li>
            with service providers that host and run Neighbourly for us, under contracts that require them to
            protect it and use it only on our instructions;
          </li>
          <li>when the law requires it, or to protect someone&apos;s safety;</li>
          <li>if Neighbourly is reorganised or sold, with the new owner, who must honour this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Sign-in providers and captcha',
    body: (
      <>
        <p>
          If you sign in through an external identity provider, that provider tells us a stable identifier for
          you and, where available, your name. Its own privacy policy covers what it does with your data.
        </p>
        <p>
          Sign-up is protected by a captcha. Our default captcha is a proof-of-work check that runs in your
          browser and on our own server; it sets no cookies and sends nothing to third parties. Where a
          deployment uses Google reCAPTCHA instead, Google processes the data it needs to tell people from
          bots, under Google&apos;s privacy policy.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your information while your account is open. When you delete your account, your profile,
        memberships, event registrations, comments and messages are deleted; a group you own passes to another
        member or is deleted, and events you host pass to the group owner. Server logs are kept for a short
        period for security and then deleted. Backups are overwritten on a rolling schedule.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <p>
        Under Canadian privacy law, including PIPEDA and British Columbia&apos;s Personal Information
        Protection Act, you may ask to see the personal information we hold about you, ask us to correct it,
        and withdraw your consent by closing your account. You can edit your profile and delete your account
        yourself in Settings; for anything else, contact us through the{' '}
        <Link href={paths.help.getHref()}>Help page</Link>. You may also complain to the Office of the Privacy
        Commissioner of Canada or the Office of the Information and Privacy Commissioner for British Columbia.
      </p>
    ),
  },
  {
    id: 'age',
    heading: 'Adults only',
    body: (
      <p>
        Neighbourly is only for people aged {LEGAL.minimumAge} and over. We do not knowingly collect
        information from anyone younger. If you believe a minor has an account, tell us and we will close it.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords, HttpOnly session cookies,
        protection against cross-site request forgery and rate limits on sign-in. No system is perfectly
        secure, so please use a strong password that you do not use anywhere else.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will post the new version here with a new date, and tell you on the site
        before significant changes take effect. The <Link href={paths.cookies.getHref()}>Cookie policy</Link>{' '}
        explains the cookies and browser storage we use.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions or requests about your privacy? Reach us through the{' '}
        <Link href={paths.help.getHref()}>Help page</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  useDocumentTitle('Privacy policy');
  return (
    <LegalDocument
      title="Privacy policy"
      intro={
        <p>
          Neighbourly helps neighbours in {LEGAL.city} meet through local groups and events. This policy
          explains what personal information we collect, why, who can see it and the choices you have.
          Neighbourly is operated in Canada, is for adults {LEGAL.minimumAge} and over, and is governed by the
          laws of British Columbia and Canada.
        </p>
      }
      sections={sections}
    />
  );
}
