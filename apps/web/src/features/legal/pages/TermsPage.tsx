import Link from '@mui/material/Link';
import {
  legal_fact_city,
  legal_fact_governing_law,
  legal_free_groups,
  legal_link_cookies,
  legal_link_help,
  legal_link_privacy,
  legal_terms_account_heading,
  legal_terms_account_p1,
  legal_terms_account_p2,
  legal_terms_agreement_heading,
  legal_terms_agreement_p1,
  legal_terms_agreement_p2,
  legal_terms_changes_heading,
  legal_terms_changes_p1,
  legal_terms_contact_heading,
  legal_terms_contact_p1,
  legal_terms_content_heading,
  legal_terms_content_p1,
  legal_terms_content_p2,
  legal_terms_disclaimer_heading,
  legal_terms_disclaimer_p1,
  legal_terms_eligibility_heading,
  legal_terms_eligibility_p1,
  legal_terms_eligibility_p2,
  legal_terms_ending_heading,
  legal_terms_ending_p1,
  legal_terms_ending_p2,
  legal_terms_groups_heading,
  legal_terms_groups_item1,
  legal_terms_groups_item2,
  legal_terms_groups_item3,
  legal_terms_groups_p1,
  legal_terms_groups_p2,
  legal_terms_groups_p3,
  legal_terms_intro,
  legal_terms_law_heading,
  legal_terms_law_p1,
  legal_terms_liability_heading,
  legal_terms_liability_p1,
  legal_terms_liability_p2,
  legal_terms_rules_heading,
  legal_terms_rules_item1,
  legal_terms_rules_item2,
  legal_terms_rules_item3,
  legal_terms_rules_item4,
  legal_terms_rules_item5,
  legal_terms_rules_item6,
  legal_terms_rules_p1,
  legal_terms_title,
} from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { formatNumber } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';
import { withParts } from '../components/with-parts.tsx';
import { LEGAL } from '../legal-facts.ts';

const freeGroups = () => legal_free_groups({ count: LIMITS.freeGroupsPerUser });
const age = () => formatNumber(LEGAL.minimumAge);
const helpLink = () => <Link href={paths.help.getHref()}>{legal_link_help()}</Link>;

function firstSections(): LegalSection[] {
  return [
    {
      id: 'agreement',
      heading: legal_terms_agreement_heading(),
      body: (
        <>
          <p>{legal_terms_agreement_p1({ city: legal_fact_city() })}</p>
          <p>
            {withParts(legal_terms_agreement_p2, {
              privacyLink: <Link href={paths.privacy.getHref()}>{legal_link_privacy()}</Link>,
              cookiesLink: <Link href={paths.cookies.getHref()}>{legal_link_cookies()}</Link>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      heading: legal_terms_eligibility_heading(),
      body: (
        <>
          <p>{legal_terms_eligibility_p1({ age: age() })}</p>
          <p>{legal_terms_eligibility_p2()}</p>
        </>
      ),
    },
    {
      id: 'account',
      heading: legal_terms_account_heading(),
      body: (
        <>
          <p>{withParts(legal_terms_account_p1, { helpLink: helpLink() })}</p>
          <p>{legal_terms_account_p2()}</p>
        </>
      ),
    },
    {
      id: 'groups-and-events',
      heading: legal_terms_groups_heading(),
      body: (
        <>
          <p>
            {withParts((marks) => legal_terms_groups_p1({ ...marks, freeGroups: freeGroups() }), {
              helpLink: helpLink(),
            })}
          </p>
          <p>{legal_terms_groups_p2()}</p>
          <ul>
            <li>{legal_terms_groups_item1()}</li>
            <li>{legal_terms_groups_item2()}</li>
            <li>{legal_terms_groups_item3()}</li>
          </ul>
          <p>{legal_terms_groups_p3()}</p>
        </>
      ),
    },
  ];
}

function laterSections(): LegalSection[] {
  return [
    {
      id: 'content',
      heading: legal_terms_content_heading(),
      body: (
        <>
          <p>{legal_terms_content_p1()}</p>
          <p>{legal_terms_content_p2()}</p>
        </>
      ),
    },
    {
      id: 'community-rules',
      heading: legal_terms_rules_heading(),
      body: (
        <>
          <p>{legal_terms_rules_p1()}</p>
          <ul>
            <li>{legal_terms_rules_item1()}</li>
            <li>{legal_terms_rules_item2()}</li>
            <li>{legal_terms_rules_item3()}</li>
            <li>{legal_terms_rules_item4()}</li>
            <li>{legal_terms_rules_item5()}</li>
            <li>{legal_terms_rules_item6()}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'ending',
      heading: legal_terms_ending_heading(),
      body: (
        <>
          <p>{legal_terms_ending_p1()}</p>
          <p>{legal_terms_ending_p2()}</p>
        </>
      ),
    },
    {
      id: 'disclaimer',
      heading: legal_terms_disclaimer_heading(),
      body: <p>{legal_terms_disclaimer_p1()}</p>,
    },
    {
      id: 'liability',
      heading: legal_terms_liability_heading(),
      body: (
        <>
          <p>{legal_terms_liability_p1()}</p>
          <p>{legal_terms_liability_p2()}</p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: legal_terms_changes_heading(),
      body: <p>{legal_terms_changes_p1({ days: formatNumber(LEGAL.termsChangeNoticeDays) })}</p>,
    },
    {
      id: 'law',
      heading: legal_terms_law_heading(),
      body: <p>{legal_terms_law_p1({ law: legal_fact_governing_law() })}</p>,
    },
    {
      id: 'contact',
      heading: legal_terms_contact_heading(),
      body: <p>{withParts(legal_terms_contact_p1, { helpLink: helpLink() })}</p>,
    },
  ];
}

export default function TermsPage() {
  useDocumentTitle(legal_terms_title());
  return (
    <LegalDocument
      title={legal_terms_title()}
      intro={<p>{legal_terms_intro({ age: age(), freeGroups: freeGroups() })}</p>}
      sections={[...firstSections(), ...laterSections()]}
    />
  );
}
