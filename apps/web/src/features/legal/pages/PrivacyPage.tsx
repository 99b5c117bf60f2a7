import Link from '@mui/material/Link';
import {
  legal_fact_city,
  legal_link_cookies,
  legal_link_help,
  legal_privacy_age_heading,
  legal_privacy_age_p1,
  legal_privacy_changes_heading,
  legal_privacy_changes_p1,
  legal_privacy_collect_account,
  legal_privacy_collect_account_label,
  legal_privacy_collect_activity,
  legal_privacy_collect_activity_label,
  legal_privacy_collect_heading,
  legal_privacy_collect_p1,
  legal_privacy_collect_p2,
  legal_privacy_collect_profile,
  legal_privacy_collect_profile_label,
  legal_privacy_collect_technical,
  legal_privacy_collect_technical_label,
  legal_privacy_contact_heading,
  legal_privacy_contact_p1,
  legal_privacy_intro,
  legal_privacy_retention_heading,
  legal_privacy_retention_p1,
  legal_privacy_rights_heading,
  legal_privacy_rights_p1,
  legal_privacy_security_heading,
  legal_privacy_security_p1,
  legal_privacy_sharing_heading,
  legal_privacy_sharing_item1,
  legal_privacy_sharing_item2,
  legal_privacy_sharing_item3,
  legal_privacy_sharing_p1,
  legal_privacy_fediverse_heading,
  legal_privacy_fediverse_p1,
  legal_privacy_fediverse_p2,
  legal_privacy_third_parties_heading,
  legal_privacy_third_parties_p1,
  legal_privacy_third_parties_p2,
  legal_privacy_title,
  legal_privacy_use_heading,
  legal_privacy_use_item1,
  legal_privacy_use_item2,
  legal_privacy_use_item3,
  legal_privacy_use_item4,
  legal_privacy_use_item5,
  legal_privacy_use_item6,
  legal_privacy_visible_heading,
  legal_privacy_visible_p1,
  legal_privacy_visible_p2,
} from '@neighbourly/i18n/messages';
import { formatNumber } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';
import { withParts } from '../components/with-parts.tsx';
import { LEGAL } from '../legal-facts.ts';

const age = () => formatNumber(LEGAL.minimumAge);
const helpLink = () => <Link href={paths.help.getHref()}>{legal_link_help()}</Link>;

function firstSections(): LegalSection[] {
  return [
    {
      id: 'collect',
      heading: legal_privacy_collect_heading(),
      body: (
        <>
          <p>{legal_privacy_collect_p1()}</p>
          <ul>
            <li>
              <strong>{legal_privacy_collect_account_label()}</strong> {legal_privacy_collect_account()}
            </li>
            <li>
              <strong>{legal_privacy_collect_profile_label()}</strong> {legal_privacy_collect_profile()}
            </li>
            <li>
              <strong>{legal_privacy_collect_activity_label()}</strong> {legal_privacy_collect_activity()}
            </li>
            <li>
              <strong>{legal_privacy_collect_technical_label()}</strong> {legal_privacy_collect_technical()}
            </li>
          </ul>
          <p>{legal_privacy_collect_p2()}</p>
        </>
      ),
    },
    {
      id: 'use',
      heading: legal_privacy_use_heading(),
      body: (
        <ul>
          <li>{legal_privacy_use_item1()}</li>
          <li>{legal_privacy_use_item2()}</li>
          <li>{legal_privacy_use_item3()}</li>
          <li>{legal_privacy_use_item4()}</li>
          <li>{legal_privacy_use_item5()}</li>
          <li>{legal_privacy_use_item6()}</li>
        </ul>
      ),
    },
    {
      id: 'visible',
      heading: legal_privacy_visible_heading(),
      body: (
        <>
          <p>{legal_privacy_visible_p1()}</p>
          <p>{legal_privacy_visible_p2()}</p>
        </>
      ),
    },
    {
      id: 'sharing',
      heading: legal_privacy_sharing_heading(),
      body: (
        <>
          <p>{legal_privacy_sharing_p1()}</p>
          <ul>
            <li>{legal_privacy_sharing_item1()}</li>
            <li>{legal_privacy_sharing_item2()}</li>
            <li>{legal_privacy_sharing_item3()}</li>
          </ul>
        </>
      ),
    },
  ];
}

function laterSections(): LegalSection[] {
  return [
    {
      id: 'fediverse',
      heading: legal_privacy_fediverse_heading(),
      body: (
        <>
          <p>{legal_privacy_fediverse_p1()}</p>
          <p>{legal_privacy_fediverse_p2()}</p>
        </>
      ),
    },
    {
      id: 'third-parties',
      heading: legal_privacy_third_parties_heading(),
      body: (
        <>
          <p>{legal_privacy_third_parties_p1()}</p>
          <p>{legal_privacy_third_parties_p2()}</p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: legal_privacy_retention_heading(),
      body: <p>{legal_privacy_retention_p1()}</p>,
    },
    {
      id: 'rights',
      heading: legal_privacy_rights_heading(),
      body: <p>{withParts(legal_privacy_rights_p1, { helpLink: helpLink() })}</p>,
    },
    {
      id: 'age',
      heading: legal_privacy_age_heading(),
      body: <p>{legal_privacy_age_p1({ age: age() })}</p>,
    },
    {
      id: 'security',
      heading: legal_privacy_security_heading(),
      body: <p>{legal_privacy_security_p1()}</p>,
    },
    {
      id: 'changes',
      heading: legal_privacy_changes_heading(),
      body: (
        <p>
          {withParts(legal_privacy_changes_p1, {
            cookiesLink: <Link href={paths.cookies.getHref()}>{legal_link_cookies()}</Link>,
          })}
        </p>
      ),
    },
    {
      id: 'contact',
      heading: legal_privacy_contact_heading(),
      body: <p>{withParts(legal_privacy_contact_p1, { helpLink: helpLink() })}</p>,
    },
  ];
}

export default function PrivacyPage() {
  useDocumentTitle(legal_privacy_title());
  return (
    <LegalDocument
      title={legal_privacy_title()}
      intro={<p>{legal_privacy_intro({ city: legal_fact_city(), age: age() })}</p>}
      sections={[...firstSections(), ...laterSections()]}
    />
  );
}
