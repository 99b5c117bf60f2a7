import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  groups_account_needed,
  groups_create_a_group,
  groups_create_free_account,
  groups_create_or_import,
  groups_required_note,
} from '@neighbourly/i18n/messages';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { CREATE_GROUP_FIRST_FIELD_ID, CreateGroupForm } from '../components/CreateGroupForm.tsx';
import { CreateGroupHero } from '../components/CreateGroupHero.tsx';
import { MoreGroupsNote } from '../components/MoreGroupsNote.tsx';
import { interleave } from '../interleave.tsx';

const FORM_SECTION_ID = 'create-group-form';

/** Scrolls to the form (smoothly unless the user prefers less motion) and puts the focus in it. */
function goToForm() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(FORM_SECTION_ID)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById(CREATE_GROUP_FIRST_FIELD_ID)?.focus({ preventScroll: true });
}

/**
 * `/create-group` (public): the hero, then 'Create or import a group'. Visitors see the form
 * disabled, with the hero's 'Sign in to create a group' and a sign-up link above the form.
 */
export default function CreateGroupPage() {
  useDocumentTitle(groups_create_a_group());
  const { user, isPending } = useAuth();
  const signedIn = user !== null;

  return (
    <>
      <CreateGroupHero signedIn={signedIn} pending={isPending} onStart={goToForm} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          component="section"
          id={FORM_SECTION_ID}
          aria-labelledby="create-or-import-title"
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4.5 }, scrollMarginTop: 96 }}
        >
          <Typography
            id="create-or-import-title"
            variant="h2"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {groups_create_or_import()}
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{groups_required_note()}</Typography>
          {!signedIn && !isPending && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {interleave(groups_account_needed, {
                link: <Link href={paths.signUp.getHref()}>{groups_create_free_account()}</Link>,
              })}
            </Alert>
          )}
          <CreateGroupForm disabled={!signedIn} />
          <Stack sx={{ mt: 4 }}>
            <MoreGroupsNote />
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
