import {
  groups_home_place_hint,
  groups_home_place_label,
  groups_home_place_none,
} from '@neighbourly/i18n/messages';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PlaceSelect } from '@/components/PlaceSelect.tsx';

/**
 * The group's optional home neighbourhood (issue #28), in the create and the update form: a slug
 * of the shipped places in the `homePlace` field, or null. Group search measures distances from it.
 */
export function HomePlaceField<T extends FieldValues & { homePlace: string | null }>({
  control,
  disabled = false,
}: {
  control: Control<T>;
  disabled?: boolean;
}) {
  const { field } = useController({ control, name: 'homePlace' as Path<T> });
  return (
    <PlaceSelect
      label={groups_home_place_label()}
      name={field.name}
      value={field.value as string | null}
      onChange={field.onChange}
      emptyLabel={groups_home_place_none()}
      helperText={groups_home_place_hint()}
      disabled={disabled}
    />
  );
}
