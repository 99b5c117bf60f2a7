import { SettingsSection } from '@/components/SettingsSection.tsx';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import FormHelperText from '@mui/material/FormHelperText';
import {
  notifications_choice_failed,
  notifications_email_me,
  notifications_kind_off,
  notifications_kind_on,
  notifications_kinds_can_email,
  notifications_kinds_cannot_email,
} from '@neighbourly/i18n/messages';
import type { NotificationKind, NotificationPreferences } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { kindHint, kindLabel } from '../kind-labels.ts';

/** One kind's "Email me" switch; it saves as it is flipped. */
function KindSwitch({ kind, on, disabled }: { kind: NotificationKind; on: boolean; disabled: boolean }) {
  const update = useUpdatePreferences();
  const label = kindLabel(kind);
  const onChange = async (checked: boolean) => {
    try {
      await update.mutateAsync({ [kind]: checked });
    } catch {
      enqueueSnackbar(notifications_choice_failed(), { variant: 'error' });
      return;
    }
    enqueueSnackbar(checked ? notifications_kind_on({ label }) : notifications_kind_off({ label }), {
      variant: 'success',
    });
  };
  // A kind whose email works differently says how under its name, describing its switch.
  const hint = kindHint(kind);
  const hintId = `notification-kind-${kind}-hint`;
  const control = (
    <FormControlLabel
      control={
        <Switch
          checked={on}
          disabled={disabled || update.isPending}
          onChange={(_event, checked) => void onChange(checked)}
          slotProps={hint ? { input: { 'aria-describedby': hintId } } : {}}
        />
      }
      label={label}
      sx={{ mr: 0, py: 0.5, alignItems: 'center' }}
    />
  );
  if (!hint) return control;
  return (
    <div>
      {control}
      {/* Under the label: the switch is 58 px wide, less the label's -11 px margin. */}
      <FormHelperText id={hintId} sx={{ mt: -0.5, mb: 0.5, ml: '47px', mr: 0 }}>
        {hint}
      </FormHelperText>
    </div>
  );
}

/**
 * Settings › Notifications' "Email me" switches, one per kind. Every notification also shows in
 * the app; these only choose which are emailed, so they wait for a verified address.
 */
export function EmailKindsSection({ preferences }: { preferences: NotificationPreferences }) {
  const canEmail = !!preferences.email && preferences.emailVerified;
  return (
    <SettingsSection
      title={notifications_email_me()}
      titleId="notification-kinds-title"
      description={canEmail ? notifications_kinds_can_email() : notifications_kinds_cannot_email()}
    >
      <FormGroup aria-labelledby="notification-kinds-title">
        {preferences.kinds.map(({ kind, email }) => (
          <KindSwitch key={kind} kind={kind} on={email} disabled={!canEmail} />
        ))}
      </FormGroup>
    </SettingsSection>
  );
}
